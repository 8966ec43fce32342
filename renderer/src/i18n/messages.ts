import { describeMessage } from '../../../shared/messages'
import { translateMessage } from '../../../shared/translate'
import { registerMessages } from './use-t'

// Imported for its effect by the modules that show our messages (fields, the API client): from then on
// t.message() says every message in the language on screen. Kept apart so that the home page does not carry
// the messages.
registerMessages((i18n, text) => translateMessage(i18n, text, describeMessage))
