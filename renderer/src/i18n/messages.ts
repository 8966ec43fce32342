import { describeKnown } from '../../../shared/message-memory'
import { translateMessage } from '../../../shared/translate'
import { registerMessages } from './use-t'

// Imported for its effect by the modules that show our messages (fields, the API client): from then on
// t.message() says every message in the language on screen, from the message tables loaded so far
// (shared/basic-messages.ts with any form, shared/messages.ts with the screens that use more). Kept apart so
// that the home page carries neither.
registerMessages((i18n, text) => translateMessage(i18n, text, describeKnown))
