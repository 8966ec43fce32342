import { object, number, string } from 'superstruct'
import type { TicketBody } from '../../../../shared/schemas/ticket'
import { request } from '../../lib/api-client'

const TicketCreated = object({ id: number(), message: string() })

export const sendTicket = (body: TicketBody) =>
  request({ method: 'POST', url: 'support/tickets', data: body }, TicketCreated)
