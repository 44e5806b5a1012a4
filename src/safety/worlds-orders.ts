// Orders and rules that are the world's, not the AI's: instructions someone or something of the
// world gave ("the vet's instructions", "the instructions for the heater", "die Regeln des
// Vereins", "旧的报销规则"), and what a person of the world said of their own rules ("the coach
// said the previous training rules are cancelled", "前回の指示は取り消し、と部長が言っていた") — taken
// out of a text before its instructions are read as set aside or void (override.ts's `override`,
// features.ts's `void`). Who stands on the AI's side, in the seven languages, is never a giver of
// the world's.

/**
 * Whoever stands on the AI's side of a conversation, what it is given or what guards it — in the
 * seven languages: not a giver of the world's.
 */
const AI_SIDE = [
  'system|developers?|devs?|creators?|makers?|operators?|admins?|administrators?|programmers?|designers?|owners?|users?|company|openai|anthropic|google|microsoft|ai|assistants?|models?|bots?|prompts?|messages?|conversations?|chats?|sessions?|context|filters?|guardrails?|polic(?:y|ies)|safety|security|moderation|content',
  'above|below|previous|prior|earlier|original|initial|start|beginning|you|your|me|us|them|it|this|that|these|those',
  'sistema|desarrollador\\p{L}*|creador\\p{L}*|operador\\p{L}*|administrador\\p{L}*|usuari[oa]s?|ia|asistente|modelo|bot|mensaje\\p{L}*|conversación|chat|seguridad|contenido|arriba|antes',
  'système|développeur\\p{L}*|créateur\\p{L}*|opérateur\\p{L}*|administrateur\\p{L}*|utilisat\\p{L}*|ia|assistant|modèle|bot|messages?|conversation|sécurité|contenu|dessus',
  'system\\p{L}*|entwickler\\p{L}*|ersteller\\p{L}*|betreiber\\p{L}*|admin\\p{L}*|nutzer\\p{L}*|benutzer\\p{L}*|ki|assistent\\p{L}*|modell\\p{L}*|bot|nachricht\\p{L}*|gespräch\\p{L}*|sicherheit\\p{L}*|inhalt\\p{L}*',
  'систем\\p{L}*|разработчик\\p{L}*|создател\\p{L}*|оператор\\p{L}*|админ\\p{L}*|пользовател\\p{L}*|ии|ассистент\\p{L}*|модел\\p{L}*|бот\\p{L}*|сообщени\\p{L}*|разговор\\p{L}*|безопасност\\p{L}*',
].join('|');
/** What rules of the AI's side are named by in Chinese: its own, its work's, or all of them. */
const ZH_AI_SIDE =
  '系统|安全|助手|模型|内容|对话|聊天|隐私|保密|数据|提示|回答|输出|访问|权限|审核|过滤|使用|操作|行为|管理|现有|当前|目前|原有|既有|此前|上述|以上|以下|全部|所有|用户|指令|智能|机器|人工|平台|服务|社区|公司';
/** A giver of the world's, the last word of its name: "the vet", "the old washing machine". */
const NOT_AI_SIDE = `(?!(?:${AI_SIDE})(?![\\p{L}]))`;
const GIVER = `(?:${NOT_AI_SIDE}\\p{L}+ )?${NOT_AI_SIDE}\\p{L}{2,}(?![\\p{L}])(?! (?:${AI_SIDE})(?![\\p{L}]))`;
const ORDERS = '(?:instructions|orders|rules|directions|advice|guidance)';
/** What instructions about the reader's own work are about: what it holds, gives and shows. */
const READERS_MATTERS =
  '(?:shar\\p{L}*|passwords?|secrets?|keys?|tokens?|credentials|privacy|data|delet\\p{L}*|send\\p{L}*|disclos\\p{L}*|confidential\\p{L}*|personal|safety|security|content|what|how|when|who|users?|owners?|pages?|screens?|sites?|websites?|above|below|previous|earlier|top|bottom|left|right)';
/** The reader, or its work, as what instructions are for. */
const FOR_THE_READER =
  '(?:agents?|llms?|readers?|tasks?|jobs?|steps?|repl(?:y|ies)|responses?|answers?|outputs?|summar(?:y|ies)|tools?|memor(?:y|ies)|notes?|documents?|files?|texts?|workflows?|pipelines?|runs?|rest|remainder|future|next)';
/**
 * Instructions someone or something of the world gave, not the AI's: "forget the vet's
 * instructions", "the instructions from the installer", "the instructions the installer gave",
 * "las instrucciones viejas de la lavadora", "les consignes de l'école", "die Regeln des
 * Vereins", "инструкции к стиральной машине" — not "the developer's instructions",
 * "instructions from the previous message", "the instructions the operator gave you", "die
 * Anweisungen der KI", "инструкции по безопасности".
 */
const OTHERS_ORDERS = new RegExp(
  [
    `(?<![\\p{L}])(?:the|my|our|his|her|their) ${GIVER}['’]s? (?:\\p{L}+ )?${ORDERS}`,
    `${ORDERS} (?:from|by|of) (?:the|my|our|his|her|their) ${GIVER}`,
    // …or what they are for, a thing of the world's: "the instructions for the heater" — not
    // the reader or its work ("the instructions for the agent", "…for the next task")
    `${ORDERS} for (?:the|my|our|his|her|their) (?!(?:\\p{L}+ )?${FOR_THE_READER}(?![\\p{L}]))${GIVER}`,
    // …or what they are about, a matter of the world's: "the previous rules about parking" — not
    // the reader's matters ("…about sharing", "…on this page", "…regarding passwords")
    `${ORDERS} (?:about|on|regarding|concerning) (?:(?:the|my|our|his|her|their) )?(?!(?:\\p{L}+ )?(?:${FOR_THE_READER}|${READERS_MATTERS})(?![\\p{L}]))${GIVER}`,
    `${ORDERS} (?:that )?(?:the|my|our|his|her|their) ${GIVER} (?:gave|wrote|left|sent|set|gives|wrote down)(?! (?:you|to you))(?![\\p{L}])`,
    `(?:instrucciones|reglas|normas|indicaciones|órdenes|consignas)(?: \\p{L}+)? (?:de la|de los|de las|del|de|para el|para la|para) ${GIVER}`,
    `(?:instructions|consignes|règles|directives|ordres)(?: \\p{L}+)? (?:de la |du |des |de l['’]|d['’]|de |pour (?:le |la |les |l['’])?)${GIVER}`,
    `(?:anweisungen|regeln|vorgaben|anleitung(?:en)?|instruktionen)(?: \\p{L}+)? (?:von|vom|der|des|für|zur|zum) ${GIVER}`,
    `(?:инструкци|указани|правил)\\p{L}* (?:к|от|для) ${GIVER}`,
    // (or whose, in the genitive: "указания врача", "правила клуба")
    `(?:инструкци|указани|правил)\\p{L}* (?:\\p{L}+ )?(?!(?:${AI_SIDE}|выше|ранее|сверху)(?![\\p{L}]))\\p{L}{2,}(?:а|я|ов|ей|ы)(?![\\p{L}])`,
    // …in Chinese, named by what they rule, two characters of the world's: "旧的报销规则" (not
    // "助手的旧规则", "安全规则", "系统规定")
    `(?:(?![的之旧新老原前后上下所全该此这那你您我他她它们])\\p{sc=Han}){2}(?<!${ZH_AI_SIDE})(?:规则|规定|制度|政策|流程|守则|条例)`,
  ].join('|'),
  'gu',
);
/** The AI's side in Japanese: who a report of it comes from is no person of the world's. */
const JA_AI_SIDE =
  '開発者|管理者|運営|作成者|システム|オペレーター|ユーザー|アシスタント|モデル|ＡＩ|AI';
/** The rest of a clause, short of a word to the reader (`reader`: its words, in one language). */
const SAID_TO_NO_READER = (reader: string) =>
  `(?:(?!(?<![\\p{L}])(?:${reader})(?![\\p{L}]))[^.!?;])*`;
/** What is said void in Japanese, never who says so: "ルールが無効だと言っていた". */
const JA_ORDERS = '指示|ルール|規則|命令|設定|プロンプト|制限|ガイドライン';
/** Said, in Japanese: "言っていた", "言った". */
const JA_SAID = '言(?:っていた|った|ってた|っています|いました|ってる)';
/**
 * What a person of the world said, when it says nothing to the reader — to its clause's end,
 * or, in Japanese, the words quoted before "と…言っていた": "the boss said the previous
 * instructions are cancelled", "der Arzt sagte, die alten Anweisungen gelten nicht mehr",
 * "前回の指示は取り消し、と部長が言っていた" — not "the developer said…", "the user said…", "my
 * manager said your rules are void", nor an order relayed ("the boss said to ignore…").
 */
const WORLD_SAID = new RegExp(
  [
    `(?<![\\p{L}])(?:the|my|our|his|her|their) ${GIVER} (?:said|says|told (?:me|us|them|him|her|everyone)|mentioned|announced|wrote|explained|confirmed)(?! to(?![\\p{L}]))(?: that)?${SAID_TO_NO_READER('you|your')}`,
    `(?<![\\p{L}])(?:der|die|das|mein|meine|unser|unsere|sein|seine) ${GIVER} (?:sagte|sagt|meinte|meint|erklärte|schrieb|hat gesagt|hat erklärt),?(?: dass)?${SAID_TO_NO_READER('du|dein\\p{L}*|dir|dich')}`,
    `(?<![\\p{L}])(?:le|la|les|mon|ma|mes|notre|nos|l['’]) ?${GIVER} a (?:dit|expliqué|annoncé|écrit)(?! d['’]|de )(?: que| qu['’])?${SAID_TO_NO_READER('tu|ton|ta|tes|te|toi|vous|votre|vos')}`,
    `(?<![\\p{L}])(?:el|la|los|las|mi|mis|nuestro|nuestra) ${GIVER} (?:dijo|dice|ha dicho|explicó|escribió)(?: que)?${SAID_TO_NO_READER('tú|tu|tus|te|ti|usted|ustedes')}`,
    `(?<![\\p{L}])(?=\\p{sc=Cyrillic})${GIVER} (?:сказал|сказала|сказали|говорит|говорил|говорила|написал|написала|объяснил|объяснила),?(?: что)?${SAID_TO_NO_READER('ты|твой|твоя|твои|тебе|тебя|вы|ваш\\p{L}*|вам|вас')}`,
    `(?<=^|[。！？\\n「」])[^。！？]{0,80}と(?!${JA_AI_SIDE})[\\p{sc=Han}\\p{sc=Katakana}ー]{1,8}(?:さん)?[がは]?${JA_SAID}`,
    // (the speaker first: "先生が前の宿題のルールは無効だと言っていた")
    `(?<![\\p{sc=Han}\\p{sc=Katakana}ー])(?!${JA_AI_SIDE}|${JA_ORDERS})[\\p{sc=Han}\\p{sc=Katakana}ー]{1,8}(?:さん)?が[^。！？]{0,80}と${JA_SAID}`,
  ].join('|'),
  'gu',
);
/** Whatever instructions the world's people and things gave, or said void, taken out of `s`. */
export const withoutOthersOrders = (s: string) =>
  s.replace(OTHERS_ORDERS, ' ').replace(WORLD_SAID, ' ');
