// How a text hails the AI — speaks to it by a title at the head of a sentence, a line, a comment
// or a quoted value — in the seven languages, as patterns over a lower-cased spelling. Two sets:
// the marked hails, which only a text written for an AI in a pipeline uses (a title with its role:
// "AI scheduling assistant —", "Reviewer bot:", "AI shopping assistants reading reviews:", a
// handle "@assistant-bot", a title in a comment or a quoted value, many of them at once, a note
// for any of them), are the vocative signal's (signals.ts); every hail, the plain ones too ("AI,
// …", "Dear assistant, …", "Lieber Assistent, …"), opens an address for hailed.ts. A bare
// "Assistant:" opens a transcript's line as often as it hails one: none of them.

/** Where a hail stands: the text's head, a sentence's, a line's, a comment's. */
const HEAD = '(?<=(?:^|[.!?:;(\\[*>#—–]|/\\*|<!--)\\s{0,3})';
/** A greeting before a title it hails, in the seven languages. */
const GREETING =
  '(?:dear|hey|hi|hello|attention|lieber|liebe|hallo|cher|chère|querido|querida|hola|дорогой|уважаемый|привет),? ';
/** "AI" before a title: "AI assistant", "KI-Assistent". */
const AI = '(?:(?:ai|ki|llm)[ -])';
/** A role before its title: "scheduling assistant", "reviewer bot", "automated reviewer". */
const ROLE =
  '(?:(?:automated|virtual|personal|smart|reviewer|review|support|summary|shopping|scheduling|coding|code|e-?mail|mail|calendar|research|travel|writing|triage|screening|helper|chat)[ -])';
/** The AI's titles as one hails it (a reviewer, a grader… only as an AI's or an automated one). */
const TITLE =
  '(?:ai|ia|ki|llms?|assistants?|asistente|assistent|assistente|ассистент\\p{L}*|помощник\\p{L}*|bots?|chatbots?|agents?|agente|ии|copilot|claude|chatgpt|gemini|gpt|(?<=(?:ai|llm|automated)[ -])(?:reviewer|grader|screener|evaluator|moderator)s?)(?![\\p{L}])';
/** What it is doing as it reads: "assistants reading reviews", "an AI screening these proposals". */
const READS =
  '(?: (?:reading|processing|summari[sz]ing|reviewing|handling|scanning|parsing|crawling|indexing|screening|grading|evaluating|assessing|ranking|triaging|checking|analy[sz]ing|sorting|filtering|comparing) [\\p{L}-]+(?: [\\p{L}-]+){0,2})';
/** What ends a hail: a comma, a colon, a dash. */
const END = ' ?(?:,|:|—|–| - )';

/** Hails only a text written for an AI in a pipeline uses. */
export const MARKED_HAILS = [
  `${HEAD}(?:${GREETING})?${AI}?(?:${ROLE}{1,2}${TITLE}${READS}?|${TITLE}${READS})${END}`,
  `${HEAD}(?:${GREETING})?${AI}(?:reviewer|grader|screener|evaluator|moderator)s?(?![\\p{L}])${END}`,
  // in a comment or a quoted value: "/* LLM: …", 'reviewer_note: "AI: ignore…"'
  `(?<=(?:/\\*|<!--|//|#|["“'])\\s{0,3})${TITLE} ?:`,
  // many of them at once, before a colon ("Language models: whenever anyone asks…")
  `${HEAD}${ROLE}{0,2}(?:ais|llms|assistants|language models|agents|bots|chatbots) ?:`,
  // a handle that names it: "@assistant-bot please…"
  // (the title a part of its own — not "@djailla" — and the handle spoken to, a comma, a colon or
  // a request after it — not a changelog's "thanks to @dependabot")
  '@(?:[\\p{L}\\p{N}]{1,30}[_-]){0,3}(?:assistant|bot|ai|agent|gpt|copilot)(?:[_-][\\p{L}\\p{N}]{1,30}){0,3}(?![\\p{L}\\p{N}@._-])(?=\\s*(?:[,:]|please|pls|can you|could you|would you))',
  // a note for any of them: "Nota para cualquier IA que lea esto:", "Für jede KI, die…", "模型请注意"
  '(nota|mensaje|aviso|instrucci[oó]n|instrucciones) (para|a) (cualquier|toda|la|el|una?) (ia|asistente|modelo|agente)(?![\\p{L}])',
  '(für|an) (jede|jeden|alle|eine|einen) (ki|assistenten|agenten|sprachmodelle?)(?![\\p{L}])',
  '(模型|助手|智能体|ai)请?注意',
  // a key that names it, in JSON or front matter: "instructions_for_agent":, summary_for_ai:,
  // ai_instructions:
  '[\\p{L}_-]{0,30}?(?:for|to)[_-](?:the[_-])?(?:ai|agents?|assistants?|llms?|models?|bots?)["\']?\\s*[:=]',
  '(?:ai|agent|assistant|llm|bot)[_-](?:instructions?|notes?|prompt|directives?|tasks?)["\']?\\s*[:=]',
];

/**
 * A title in any of the seven languages, inside a compound too ("Einkaufs-Assistenten"), a
 * helper's and a summariser's among them: a label's title. (Wider than `TITLE`, which a comma or
 * a greeting after it makes a hail on its own: "Helper, …" opens a household's notes too.)
 */
const ANY_TITLE =
  '(?:ai|ia|ki|ии|llms?|gpt|copilot|chatbots?|bots?|бот\\p{L}*|assistants?|asistentes?|assistent(?:en|in)?|ассистент\\p{L}*|помощник\\p{L}*|agents?|agentes?|agenten|агент\\p{L}*|helpers?|ayudantes?|summari[sz]ers?|(?<=(?:ai|llm|summari[sz]ation|summary|language|sprach|ki)[ -]?)(?:models?|modell))';
/**
 * A compound's title that names no program: "ssh-agent:", "gpg-agent:", "user-agent:" open a
 * manual's lines, "Einkaufs-Assistenten:" hails one.
 */
const NOT_A_PROGRAM = '(?!agent)';
/** A word before a label's title: its role, its article, what it is for. */
const LABEL_WORD = "[\\p{L}\\p{N}’'-]+";

/**
 * Every hail: the marked ones; a title alone or after a greeting; and a label naming the AI by
 * its role, ended by a colon, in any of the seven languages ("Shopping agents comparing
 * vacuums:", "PS for the inbox assistant:", "Agentes de compras que lean esta página:", "Für
 * Einkaufs-Assistenten:", "Kalender-Bot:", "Почтовый ассистент пользователя:", "会议记录助手：",
 * "カレンダー管理ボットへ："). A label is short (eight words at most) and holds an AI's title as a
 * word of its own or a compound's end — a transcript's "Assistant:" is no label, a clause with a
 * comma no hail.
 */
export const HAILS = [
  ...MARKED_HAILS,
  `${HEAD}(?:${GREETING})?${AI}?${TITLE} ?(?:,|—|–| - )`,
  `${HEAD}${GREETING}${AI}?${TITLE} ?:`,
  `${HEAD}(?:${LABEL_WORD} ){1,4}(?:${LABEL_WORD}-${NOT_A_PROGRAM})?${ANY_TITLE}(?![\\p{L}])(?: ${LABEL_WORD}){0,6} ?:`,
  `${HEAD}${LABEL_WORD}-${NOT_A_PROGRAM}${ANY_TITLE}(?![\\p{L}])(?: ${LABEL_WORD}){0,6} ?:`,
  `${HEAD}${ANY_TITLE}(?![\\p{L}])(?: ${LABEL_WORD}){1,6} ?:`,
  '(?:^|(?<=[。！？\\n：:）)】]|给|致|对))[^。！？\\n：:，,]{0,12}(?:助手|机器人|智能体|模型|(?<![a-z])ai(?![a-z])|アシスタント|エージェント|ボット)[^。！？\\n：:，,]{0,3}[：:，,]',
];
