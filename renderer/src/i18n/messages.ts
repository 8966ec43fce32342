import { describeMessage } from '../../../shared/messages'
import { registerMessages } from './use-t'

// Imported for its effect by the modules that show our messages (fields, the API client): from then on
// t.message() knows every message's id. Kept apart so that the home page does not carry the messages.
registerMessages(describeMessage)
