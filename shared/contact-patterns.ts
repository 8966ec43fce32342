// E-mail addresses, links and messenger handles, on normalised text (shared/contact-normalise.ts): lower case,
// Latin look-alikes folded, digits in ASCII. Each pattern describes a class ("a word for at between a name and a
// domain"), and leans towards letting ordinary prose through ("5 feet 6", "B.Com", "time @ home").

/** Common top-level domains; word-like ones that are rarely domains in prose (tech, life, is, to...) are left out. */
const TLD = String.raw`(?:com|net|org|in|co|io|uk|me|info|biz|us|ai|app|dev|xyz|online|site|link|page|ly|gl|tv|cc|ws|gg|edu|gov|shop|store|club|live|blog|website|space|ae|sg|au|ca|nz|lk|np|pk|bd|de|fr)`
const MAIL_PROVIDER = String.raw`(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|rediffmail|rediff|icloud|protonmail|proton|aol|zoho)`
export const NETWORK = String.raw`(?:instagram|insta|ig|telegram|tg|whats\s?app|wa|snapchat|snap|twitter|facebook|fb|linkedin|skype|signal|discord|threads|tiktok|wechat|kik|youtube|yt|sharechat|viber|reddit|github|pinterest|tinder|bumble|hinge|इंस्टाग्राम|इंस्टा|टेलीग्राम|व्हाट्सएप|व्हाट्सऐप|फेसबुक|இன்ஸ்டாகிராம்|இன்ஸ்டா|டெலிகிராம்|வாட்ஸ்அப்|வாட்ஸ்ஆப்|பேஸ்புக்)`
const HANDLE = String.raw`[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?`
/** A handle that cannot be an ordinary word: it has a digit, an underscore or an inner dot. */
const HANDLE_LIKE = String.raw`(?=[a-z0-9_.]*[a-z])[a-z0-9_]*(?:[0-9_]|\.[a-z0-9_])[a-z0-9_.]*`
const LABEL = '[a-z0-9-]+'
const NOT_A_HANDLE =
  'is|not|no|private|available|shared|given|on|upon|after|request|only|will|can|for|in|the|a|my|me|and|or|but|reels|jokes|videos|posts|stories|groups|calls|status|too|also|much|more|use|uses|user|account|page|here|there|it|its|this|that'

// "@" itself or an obfuscation no one writes by accident; a plain " at " is weaker and needs a known domain end.
const AT_STRONG = String.raw`(?:\s*@\s*|\s*[([{<]\s*(?:at|एट|ऐट|அட்)\s*[)\]}>]\s*|\s+(?:at|एट|ऐट)[\s-]*(?:the|द|दी)[\s-]*(?:rate|रेट)(?:\s*of)?\s+|\s*atrate\s*|\s+(?:एट|ऐट|அட்)\s+)`
const AT_WORD = String.raw`\s+at\s+`
const DOT_WORD = String.raw`(?:dot|डॉट|डोट|टॉट|டாட்|புள்ளி)`
// A dot with spaces around it ("gmail . com") only counts before an ending that is not also an English word.
const DOT = String.raw`(?:\.|\s*\.\s*(?=(?:com|net|org)\b)|\s*[([{<]\s*${DOT_WORD}\s*[)\]}>]\s*|\s+${DOT_WORD}\s+)`
// Bounded (an address's local part has at most 64 characters) so that a long run of letters is not rescanned.
const LOCAL = String.raw`[a-z0-9._%+-]{1,64}`

export const EMAIL_PATTERNS: RegExp[] = [
  new RegExp(`${LOCAL}${AT_STRONG}${LABEL}(?:${DOT}${LABEL})*${DOT}[a-z]{2,}\\b`),
  new RegExp(`${LOCAL}${AT_WORD}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}\\b`),
  new RegExp(String.raw`${AT_STRONG}${MAIL_PROVIDER}\b`),
  new RegExp(String.raw`\b${MAIL_PROVIDER}${DOT}${TLD}\b`),
  // "ravi at gmail": a name, the word at, a mail provider (not "works at Yahoo").
  new RegExp(
    `(?<![a-z0-9_.])(?!(?:work|works|worked|working|job|jobs|intern|engineer|employed|am|is|was|were|me|us|him|her|them|be|been)\\b)${HANDLE}\\s+at\\s+${MAIL_PROVIDER}\\b`,
  ),
  // "ravi_k99 on gmail", "ravi.kumar gmail": a name that cannot be a word, next to a mail provider...
  new RegExp(`(?<![a-z0-9_.])${HANDLE_LIKE}\\s*(?:on|at|in|-|:)?\\s*${MAIL_PROVIDER}\\b`),
  // ...or after one: "my gmail is ravi.kumar99", "gmail: ravik".
  new RegExp(
    `\\b${MAIL_PROVIDER}\\s*(?:id|address|account)?\\s*(?:is|:|-|=)\\s*(?!(?:${NOT_A_HANDLE})\\b)${HANDLE}`,
  ),
]

export const LINK_PATTERNS: RegExp[] = [
  /\b(?:https?|ftp)\s*:\s*\/\/|\bwww\s*\.\s*[a-z0-9]|\bwww\s+dot\s+[a-z0-9]/,
  // Single-letter shorteners and chat links; other bare domains need a label of two or more characters, so
  // that degrees such as B.Com and M.Com are not mistaken for one.
  /(?<![\w'])(?:(?:t|wa|m)\.me\b|(?:t|wa|m)\s*\.\s*me\s*\/|t\.co\b|x\.com\b)/,
  new RegExp(
    `(?<![\\w@.-])[a-z0-9][a-z0-9-]+(?:\\.${LABEL})*(?:\\.|\\s*[([{<]\\s*${DOT_WORD}\\s*[)\\]}>]\\s*)${TLD}\\b`,
  ),
  // "ravikumar dot in", "ravi dot kumar dot com": a spelled-out dot before a domain ending.
  new RegExp(`(?<![\\w@.-])[a-z0-9][a-z0-9-]+(?:\\s+${DOT_WORD}\\s+${LABEL})*\\s+${DOT_WORD}\\s+${TLD}\\b`),
]

export const HANDLE_PATTERNS: RegExp[] = [
  new RegExp(`(?<![a-z0-9])${NETWORK}(?![a-z0-9])[^@\\n]{0,30}@${HANDLE}`),
  new RegExp(`@${HANDLE}\\s*(?:on|at|in|\\()\\s*${NETWORK}(?![a-z0-9])`),
  // "insta: ravi_k99", "insta ravi_k99", "ig - ravi.k", "telegram/ravik_1": the handle must look like one.
  new RegExp(
    `(?<![a-z0-9])${NETWORK}\\s*(?:me|pe|par|la|il|as|is|at)?\\s*(?:[:=#/-]\\s*|\\s)@?${HANDLE_LIKE}`,
  ),
  new RegExp(
    `(?<![a-z0-9])${NETWORK}\\s*(?:id|handle|user\\s?name|name|account|page)\\s*(?:is|:|-|=)?\\s*@?(?!(?:${NOT_A_HANDLE})\\b)${HANDLE}`,
  ),
  // "follow ravik on insta", "dm me ravik on telegram": an invitation to look someone up.
  new RegExp(
    `\\b(?:follow|dm|ping|message|msg|add|find|search|text)\\s+(?:me\\s+)?(?:at\\s+|as\\s+)?@?(?!(?:${NOT_A_HANDLE})\\b)${HANDLE}\\s+(?:on|at|in)\\s+${NETWORK}(?![a-z0-9])`,
  ),
  // "@ravi_k99" on its own: an @ glued to a name that cannot be a word ("time @ home" and "@home" pass).
  new RegExp(`(?<![a-z0-9_.])@${HANDLE_LIKE}`),
]
