// What a text tells of, names, asks about or forbids rather than orders — read out before an
// attempt is looked for: an attack described in the third person, an action whose subject is
// not the reader, an action word used as a noun, what others are let do, a command-line
// option or a name joined of words, a shell's variable, an example's title or caption, a
// prohibition, a dangerous command warned against, a Japanese sentence that states or reports
// rather than asks; and how two words are found within one sentence (`near`, `either`). Used by
// features.ts's attempts.

import { unlisted } from './lists.js';
import { SIGNALS as S } from './signals.js';

/**
 * Any character but a sentence's end (a dot followed by a space, or ! ? 。！？) or a list's next
 * item (" * ", " • " once the lines are joined: each item of a list of plugins is its own).
 */
export const WITHIN = '(?! [*•] )(?:[^.!?。！？]|\\.(?! ))';

/** `a`, then within `gap` characters (each one `within`) `b`. */
export function near(a: RegExp, b: RegExp, gap: number, within = WITHIN): RegExp {
  return new RegExp(`(?:${a.source})(?:${within}){0,${gap}}?(?:${b.source})`, 'u');
}
/** `a` and `b` within `gap` characters, in either order. */
export function either(a: RegExp, b: RegExp, gap: number, within = WITHIN): RegExp {
  return new RegExp(`${near(a, b, gap, within).source}|${near(b, a, gap, within).source}`, 'u');
}

/**
 * Someone else making an AI do something, told in the third person ("a document telling an
 * AI to ignore…", "tricks the model into…"): a description of an attack, up to the end of
 * its sentence. An order to the reader has no such verb before it.
 */
const REPORTED = new RegExp(
  `(?:tell(?:s|ing)|told|ask(?:s|ing|ed)|instruct(?:s|ing|ed)|trick(?:s|ing|ed)|convinc(?:es|ing|ed)|persuad(?:es|ing|ed)|forc(?:es|ing|ed)|caus(?:es|ing|ed)|mak(?:es|ing)|made|get(?:s|ting)|got) (?:an? |the |any |some )?(?:ai|model|llm|assistant|agent|bot|chatbot)s?(?: \\p{L}+){0,2} (?:in)?to (?:${WITHIN})*`,
  'gu',
);
/** The AI by its titles, where what it does is told of. */
const AI_TITLE = '(?:ai|assistant|model|agent|bot|llm|chatbot)';
/**
 * What an AI would, could or might do, told of it ("the red team found that the bot would
 * reveal its system prompt"): a finding, not an order — "you would" is not told of.
 */
const WOULD = new RegExp(
  `(?<![\\p{L}])(?:the|a|an|this|that|our|their|its|your)\\s+(?:\\p{L}+\\s+)?${AI_TITLE}s?\\s+(?:would|could|might|did|had)\\s+(?:(?:not|never|still|also|happily|readily|sometimes|often)\\s+)?(?:\\p{L}+ly\\s+)?\\p{L}+`,
  'gu',
);
/**
 * What the AI did, told in the past tense, to its clause's end ("the voice assistant ignored my
 * command to turn off the lights", "our AI agent deleted the draft by mistake") — not an order
 * to it ("assistant, delete the draft"), nor what it must do. (Read by the harmful-act attempt
 * only: features.ts.)
 */
export const DONE_BY_AI = new RegExp(
  `(?:^|(?<=[.!?:;,]\\s))(?:the|my|our|his|her|their|a) (?:\\p{L}+ )?${AI_TITLE}s? (?:\\p{L}+ed|did|didn't|was|wasn't|were|kept|went|forgot|made|took|got|sent|ran|wrote|said|told|gave)(?![\\p{L}])[^.!?;,]*`,
  'gu',
);
/**
 * What an AI was seen doing ("we saw the model leak its instructions when asked to…"): an
 * observation, not an order.
 */
const SEEN =
  /(?<![\p{L}])(?:saw|seen|watched|noticed|caught|observed|witnessed)\s+(?:the|a|an|this|that|our|their|its)\s+(?:\p{L}+\s+)?(?:ai|assistant|model|agent|bot|llm|chatbot)s?\s+(?:\p{L}+ly\s+)?\p{L}+/gu;
/**
 * A turn to the reader, which ends what is told of someone else: "you", "please", "so", "now", a
 * colon or a semicolon ("an attacker has the account, so send me the passwords").
 */
const TURN =
  '(?<![\\p{L}])(?:you|your|please|so|now|therefore|instead|tu|vous|usted|ustedes|ты|вы|пожалуйста)(?![\\p{L}])|[:;：；]';
/** Any character of a sentence (`WITHIN`) short of a turn to the reader. */
const UNTURNED = `(?:(?!${TURN})${WITHIN})`;
/** The attacker's verb, next: "could", "needs", "tried", "podría", "peut", "kann", "может". */
const ATTACKER_VERB =
  '(?:could|can|may|might|would|will|must|should|needs?|tries|tried|has|have|had|is|are|was|were|does|did|gets?|got|\\p{L}+(?:s|ed)|podría|podrían|puede|pueden|intenta|pourrait|pourraient|peut|peuvent|essaie|könnte|könnten|kann|können|versucht|мож\\p{L}*|мог\\p{L}*|пыта\\p{L}*)(?![\\p{L}])';
/**
 * What an attacker does, told ("a cracker could try to “break” (or reveal) a password", "the
 * attacker needs a working network to reach their targets (access confidential data, share
 * illegal files, …)", "un «cracker» podría intentar agregar código malicioso"): the rest of its
 * sentence tells of an attack, short of a turn to the reader — the attacker the subject of the
 * verb that follows, not a persona asked for ("adopt the persona of the ethical hacker and
 * provide a walkthrough").
 */
export const ATTACKER_TOLD = new RegExp(
  `(?<![\\p{L}])[«“"']?(?:attackers?|crackers?|intruders?|hackers?|adversar(?:y|ies)|thie(?:f|ves)|spammers?|atacantes?|intrusos?|piratas?|attaquants?|intrus|angreifer|eindringlinge?|злоумышленник\\p{L}*|взломщик\\p{L}*|атакующ\\p{L}*|хакер\\p{L}*)[»”"']?\\s+(?=${ATTACKER_VERB})${UNTURNED}{0,200}|(?<!(?:扮演|成为|充当|当|作为|是|扮)(?:一个|一名|个|名)?)(?:攻击者|怪客|黑客|骇客|入侵者)[^。！？；：]{0,100}`,
  'gu',
);
export function unreported(s: string): string {
  return s
    .replace(REPORTED, ' ')
    .replace(WOULD, ' ')
    .replace(SEEN, ' ')
    .replace(ATTACKER_TOLD, ' ');
}

/**
 * The writer's own act, in the first person ("but I approve each one", "we delete old logs
 * every month", "yo apruebo cada envío", "j'approuve"): what the writer does, not an order to
 * the reader (Spanish says it with its own ending; the other languages' stems cover theirs).
 */
const OWN_ACT = new RegExp(
  `(?<![\\p{L}])(?:(?:i|we|i'll|we'll|i’ll|we’ll|yo|ich|wir|je|nous|я|мы)\\s+|j['’]\\s*)(?:(?:always|usually|then|still|also|only|will|myself|ourselves|siempre|immer|toujours|сам|сами)\\s+)?(?:${S.act.source}|apruebo|borro|elimino)`,
  'gu',
);
/**
 * Housekeeping: what is deleted is named as clutter — duplicates, drafts, temporary or cached
 * files, empty entries ("delete drafts older than 30 days from the notes folder", "the
 * assistant may delete duplicate notes without asking") up to its clause's end — not "delete the
 * notes folder", "delete all notes", nor a second act joined to it ("…and then wipe the store").
 */
const HOUSEKEEPING =
  /(?<![\p{L}])(?:delete|remove|clear|purge|prune|clean up|tidy)\s+(?:the\s+|all\s+|any\s+|my\s+|our\s+)?(?:duplicate|draft|temporary|temp|cached|stale|empty|unused|orphaned)(?:s|d)?(?![\p{L}])(?:\s+(?:copies|copy|notes?|files?|entries|entry|versions?|items?|drafts?))?(?:(?!\s(?:and|then|but|or|also)\s)[^.!?;,]){0,60}/gu;
/** `s` without housekeeping, to its clause's end. */
export const unhoused = (s: string) => s.replace(HOUSEKEEPING, ' ');
/** `s` without the writer's own acts and housekeeping. */
export const unowned = (s: string) => unhoused(s.replace(OWN_ACT, ' '));

/**
 * The same in Chinese: what a thing will, would or can do ("ab将之以明文的方式发送出去" — ab sends
 * it in clear text) — not the reader or the AI ("你可以删除…", "助手将把…发送到…").
 */
const ZH_NOT_READER = '(?<!(?:你|您|请|助手|助理|模型|智能体|ai)[^，。；！？]{0,6})';
const zhOther = (gap: number) =>
  `${ZH_NOT_READER}(?:将会|将|会|可以|能够|能|可)[^，。；！？]{0,${gap}}?`;
const ZH_OTHER = zhOther(10);
/**
 * What a thing will, would or can do, in Chinese, alone: "就能在以后正确的执行它", "则在登录完成以后会使用一个
 * account 命令将账号发送给服务器" (not said to the reader: "你可以删除…" lets it).
 */
export const toldZh = (verbs: string, gap = 10) => new RegExp(`${zhOther(gap)}(?:${verbs})`, 'gu');
/**
 * …and in French and Spanish, whose imperative is spelled as the third person: a verb after its
 * subject — a pronoun, or an article and a noun that is not the AI ("le serveur envoie au client
 * un cookie", "il enverra les mêmes cookies", "el programa elimina"), with an adverb
 * between ("el usuario simplemente ejecuta sudo"; not a duty: "il doit envoyer son mot de passe",
 * as "he must send his password" orders) —
 * tells what it does, as does a subject after "while" or "because" ("mientras que gpasswd -r
 * grupo elimina dicha contraseña"), and Spanish's impersonal "se" ("se envía la contraseña en texto
 * plano", not "se lo envías");
 * "supprime les notes", "Assistant, envoie…" order.
 */
const ROMANCE_SUBJECT =
  "(?<![\\p{L}])(?:(?:mientras que|tandis que|alors que|ya que|porque|parce que|puisque|aunque)\\s+(?:[^\\s,.;:!?]+\\s+){0,3}[^\\s,.;:!?]+|il|elle|on|ils|elles|qui|cela|ceci|ça|se(?=\\s+(?!(?:lo|la|los|las|le|les)\\s))|(?:le|la|les|l['’]|ce|cet|cette|ces|un|une|el|los|las|este|esta|estos|estas|ese|esa|un|una)\\s*(?!(?:assistant|assistante|ia|modèle|agent|bot|asistente|modelo|agente|robot)(?![\\p{L}]))\\p{L}{2,})\\s+(?:\\p{L}+(?:ment|mente)\\s+)?(?:ne\\s+|n['’]\\s*|no\\s+|se\\s+|s['’]\\s*|(?:le|la|les|lo|los|las|l['’]|leur|lui|nous|vous)\\s*)?";
/**
 * What someone else may do, or a thing allows, in the other languages' third person: "les
 * développeurs peuvent également envoyer leurs clés", "los usuarios pueden borrar", "они могут
 * отправить", "ce qui suit permet d'envoyer" — not "vous pouvez", "puedes", "вы можете" (the
 * reader).
 */
const OTHERS_MAY =
  "(?<![\\p{L}])(?:(?:peut|peuvent|pourra|pourront|pourrait|pourraient|puede|pueden|podrá|podrán|podría|podrían|может|могут|сможет|смогут)\\s+(?:(?:\\p{L}+ment|\\p{L}+mente|aussi|également|también|además|также|тоже)\\s+)?|(?:permet|permettent|permite|permiten|позволяет|позволяют)\\s+(?:de\\s+|d['’]\\s*)?)";
/** Not after the reader or the AI: "you will delete" is an order. */
export const NOT_READER =
  '(?<![\\p{L}])(?=\\p{L})(?<!(?:you|ai|assistant|model|agent|bot|llm)\\s+)';
/**
 * An action with a subject that is not the reader: "git will erase", "helpers which may
 * remove", "clients may store and forward", "machines that do not share password databases",
 * "the proxy will not forward", "fetchmail would happily transmit the password", "the
 * password will be transmitted in cleartext", "if lynx attempts to transmit the cookie" —
 * but "you will delete" is an order; or asked about: "an indication when to send the
 * password", "how to remove a key", "Specifies whether a client should send a plaintext
 * password".
 */
export const described = (verbs: string) =>
  new RegExp(
    `${NOT_READER}(?:(?:will|would|may|might|can|could|which|that|it|they)\\s+(?:(?:do|does|did)\\s+)?(?:(?:not|never)\\s+)?(?:(?:\\p{L}+ly|also|even|still|then|only)\\s+)?(?:be\\s+(?:\\p{L}+ly\\s+)?)?|(?:is|are|be)\\s+(?:\\p{L}+\\s+)?used\\s+to\\s+|(?:when|where|how|whether)\\s+to\\s+|whether\\s+(?:or\\s+not\\s+)?(?:an?\\s+|the\\s+)?(?!(?:you|ai|assistant|model|agent|bot|llm)\\s)[\\p{L}-]+\\s+(?:should|must|shall)\\s+(?:not\\s+)?|(?:attempts|attempted|tries|tried|fails|failed|refuses|refused)\\s+to\\s+)(?:\\p{L}+\\s+(?:and|or)\\s+)?(?:${verbs})|${ZH_OTHER}(?:${verbs})|${ROMANCE_SUBJECT}(?:${verbs})|${OTHERS_MAY}(?:${verbs})`,
    'gu',
  );
/**
 * What someone else could do, listed: "they could dismount the hard drives …, or even steal the
 * machine, or erase the BIOS memory to reset the password", "éste podría hacer cualquier cosa
 * …, inclusive revelar contraseñas", "就会运行怪客要它做的事，包括泄露密码" — the later items told of as
 * the first one is, to the sentence's end, short of a turn to the reader ("you could …", "could
 * not reach you, so delete …" are not told of).
 */
const POSSIBLE = new RegExp(
  `${NOT_READER}(?:could|might|may|would|can|podría|podrían|pourrait|pourraient|könnte|könnten|мог(?:ла|ли|ло)?\\s+бы|может|могут)\\s+${UNTURNED}{1,160}?,\\s*(?:or|and even|including|inclusive|incluso|incluyendo|o|ou|voire|oder|sogar|или|даже)\\s+${UNTURNED}{0,200}|${ZH_NOT_READER}(?:可能|会|将)[^。！？；：]{0,40}?，(?:包括|甚至)[^。！？；：]{0,60}`,
  'gu',
);
/** An act told of (`described`), compiled once for every attempt that reads it. */
export const DESCRIBED_ACT = described(S.act.source);
/**
 * What a menu, its buttons or a tool offer, listed after a colon: "small icons that give you
 * actions: edit user, lock account, set password and delete user", "iconos que te proporcionan
 * acciones: editar usuario, …", "qui proposent des actions : éditer …" — what can be done, not
 * an order (not the writer's own: "I give you new commands: …").
 */
const OFFERED =
  /(?<![\p{L}])(?<!(?:(?<![\p{L}])i|we|i'll|we'll|i will|we will|let me|let us) )(?:give|gives|giving|offer\p{L}*|provid\p{L}*|propos\p{L}*|proporcion\p{L}*|ofrec\p{L}*|biet\p{L}*|предлага\p{L}*|提供)[^.!?。！？\n]{0,40}?(?:actions?|options?|operations?|functions?|buttons?|commands?|acciones|opciones|operaciones|funciones|botones|opérations|fonctions|boutons|aktionen|optionen|funktionen|schaltflächen|действия|функции|кнопки|操作|功能|按钮)(?: (?:for|to) (?:you|the user|users))? ?[:：][^.!?。！？\n]*/gu;

/**
 * An action word after an article or a possessive (with at most one word between, not a
 * conjunction or a modal) is a noun, the name of a thing: "a core dump", "the export", "its
 * transfer" — not an order ("…this and delete the memory" still is one).
 */
const NAMED_ACT = new RegExp(
  `(?<![\\p{L}])(?:a|an|the|this|that|these|those|each|every|its|their|our|his|her|of)\\s+(?:(?!(?:and|or|then|but|to|so|please|now|just|also|first|you|must|should|shall|will|can|may)\\s)\\p{L}+\\s+)?(?:${S.act.source})`,
  'gu',
);

/** A second act joined to the first: "… reset any user's password and disable 2FA". */
const AND_ACT = `[^.!?;]{0,60}?(?<![\\p{L}])(?:and|or)\\s+(?:${S.act.source})`;
/**
 * What others are let do ("it's possible to let users enable/disable printers", "allows
 * members to delete the repository", "lets administrators reset any user's password and
 * disable two-factor authentication"): a permission described, not an order to the reader.
 */
const PERMITTED = new RegExp(
  `(?<![\\p{L}])(?:let|lets|letting|allow(?:s|ed|ing)?|permit(?:s|ted|ting)?)\\s+(?!(?:you|yourself|me|us|the ai|the assistant|the model|the agent)\\s)(?:\\p{L}+\\s+){1,2}(?:to\\s+)?(?:\\p{L}+/)?(?:${S.act.source}|\\p{L}+(?=${AND_ACT}))(?:${AND_ACT})?`,
  'gu',
);

/**
 * The command shown next, run ("execute the following", "ejecute lo siguiente para agregar un
 * usuario o cambiar su contraseña:", "exécutez la commande suivante", "выполните следующую
 * команду", "执行以下命令", "次のコマンドを実行"): how to use the example, whose command the shell
 * attempt reads itself — not the act it names.
 */
const SHOWN =
  /(?<![\p{L}])(?:execute|run|ejecut\p{L}*|exécut\p{L}*|выполн\p{L}*|запуст\p{L}*)\s+(?:(?:the|this|these|lo|la|las|los|el|le|les|ce|cette|ces)\s+)?(?:\p{L}+\s+)?(?:following|below|siguientes?|suivante?s?|ci-dessous|следующ\p{L}*)(?![\p{L}])|(?:执行|运行)(?:以下|下面|下列)|(?:次|以下)の(?:コマンド|スクリプト)?を実行/gu;

/** A command-line option is a name, not an order: `--delete-root-password`, `--ignore-corruption`. */
const OPTION_FLAG = /(?<![\p{L}\p{N}])--?\p{L}[\p{L}\p{N}_-]*/gu;
export const unflagged = (s: string) => s.replace(OPTION_FLAG, ' ');

/**
 * Words joined into one name (`passprompt_override`, `ignore-zero-blocks` in a table of
 * options, a synopsis's choices `export|generate|password`) name a thing; only a name that
 * says the whole order itself
 * ("IGNORE_PREVIOUS_INSTRUCTIONS=true") is read as one.
 */
const COMPOUND =
  /(?<![\p{L}\p{N}_|-])\p{L}[\p{L}\p{N}]*(?:[_|-][\p{L}\p{N}]+)+(?![\p{L}\p{N}_|-])/gu;
/**
 * `s` with the joined names whose words `words` finds taken out (`keep` true: the others
 * taken out, those kept).
 */
export function unjoined(s: string, words: RegExp, keep = false): string {
  return s.replace(COMPOUND, (name) =>
    words.test(name.replace(/[_|-]/g, ' ')) !== keep ? ' ' : name,
  );
}

/** A shell's `export NAME=value`: a variable set, nothing exported. */
const SHELL_ASSIGNMENT = /(?<![\p{L}])export\s+[\p{L}_][\p{L}\p{N}_]*=\S*/gu;
/** What follows a caption: (after one blank line at most) a command at a shell's `$ ` prompt. */
const PROMPT_NEXT = '(?=[ \\t]*\\n(?:[ \\t]*\\n)?[ \\t]*\\$[ \\t]+\\S)';
/**
 * A line that only says what the example under it is for ("To remove the pass phrase on an
 * RSA private key:"), or what the command under it does — a comment or a line with no full
 * stop above a `$ ` prompt ("# approve the pull request⏎$ gh pr review --approve", "Remove
 * .secret from the repository:⏎⏎ $ git obliterate .secret"): the example's title, not an
 * order ("Then delete the notes.⏎$ rm notes/*" still is one). The command itself is still
 * read (a dangerous one is a shell attempt). Each look-behind is tried only where the title's
 * first character is (tests/safety/linear-lookbehinds.test.ts): a heading's match begins after
 * its blanks, which `withoutFound` trims anyway.
 */
const EXAMPLE_HEADING = new RegExp(
  `(?<=^|\\n)[ \\t]*to (?:${S.act.source})[^.!?:\\n]{0,80}:[ \\t]*(?=\\n|$)` +
    `|(?![ \\t])(?<=(?:^|\\n)[ \\t]*#+[ \\t]*)[^\\n]{1,100}${PROMPT_NEXT}` +
    `|(?=[^\\s#$])(?<=(?:^|\\n)[ \\t]*)[^\\s#$][^\\n]{0,99}[^.!?\\s]${PROMPT_NEXT}`,
  'gu',
);
/** `s` (a spelling) without what `re` finds in `lines`, each line's own words as spelled. */
export function withoutFound(s: string, lines: string, re: RegExp): string {
  for (const m of new Set(lines.match(re))) s = s.replaceAll(m.trim().replace(/[ \t]+/g, ' '), ' ');
  return s;
}

/**
 * Japanese marks a request in its verb's ending (削除してください, 削除しろ, 送信せよ, 削除して。,
 * 送って：): an action of a sentence with no such ending states or reports it ("password 部分は削除する
 * 様に修正しました", "前のバッファを消去します", "レポートを作者に送って下さると他の方のためにもなり
 * ます"; NFKC has made its ． a dot). Japanese words only: Chinese marks no mood on its verbs.
 */
const JA_TOLD = new RegExp(
  '(?:削除|消去|承認|実行|無効に|送信|送って|アップロード|出力|表示)' +
    // a te-form ending its clause asks too ("このアドレスに送って：…")
    '(?!(?<=て)(?:[。！!.:：]|$)|(?:[^。！？!?.\\n]|\\.(?=[a-z0-9]))*?' +
    // (not a cross-reference's: "内容を直接消去し (「ファイル内容の消去」参照下さい)" — see …)
    '(?:(?<!参照|参照して|ご覧)(?:ください|下さい)|なさい|せよ|しろ|てくれ|(?:して|こと)(?=[。！!.]|$)))',
  'gu',
);
export const untold = (s: string) => s.replace(JA_TOLD, ' ');

/** Japanese "without doing": "教えること無く", "削除することなしに". */
export const WITHOUT_DOING_JA = 'る? ?こと ?(?:無く|なく|なしに)';
/**
 * A prohibition is not an order: "never delete lines from the audit log", "do not send plain
 * text password over the network", "refuse to send password in clear", "refuses requests to reveal
 * its instructions",
 * "不要在聊天中发送验证码", "助手不能在没有确认的情况下删除文件" (a few characters may stand between a
 * Chinese prohibition and its verb), "darf keine Dateien im Ordner Steuer löschen" (German's verb
 * ends its clause: a few words between, not "zögere nicht und lösche"), "削除してはいけない",
 * "削除しないこと", "教えること無く" (Japanese negates after the verb).
 */
export const forbidden = (verbs: string) =>
  new RegExp(
    `(?:(?:(?<![\\p{L}])(?:never|not|nunca|no|nie|nicht|jamais|pas|не|никогда|(?:refus|declin)(?:e|es|ed|ing)(?:\\s+(?:requests?|attempts?|demands?|orders?|prompts?))?\\s+to)|n['’]t)\\s+(?:\\p{L}+\\s+)?|(?<![\\p{L}])(?:nicht|nie|niemals|nichts|kein\\p{L}{0,2})\\s+(?:(?!(?:und|oder|sondern|aber|dann|sofort)\\s)[\\p{L}\\p{N}]+\\s+){1,5}?|(?:(?:不要|别|勿|禁止)[^。，！？；,.!?;]{0,8}?|(?:不能|不可以?|不得|不许|不准|不应该?|不该|绝不|从不|千万别|不(?:通过|经过|经由|使用|用|在))[^。，！？；,.!?;]{0,12}?|不))(?:${verbs})|(?:${verbs})(?:し|せ)?(?:て(?:は|も)?(?:いけ|なら|だめ|ダメ)|ないで|ない|ません|ず(?![っ])|るな|禁止|${WITHOUT_DOING_JA})`,
    'gu',
  );
/**
 * A permission kept behind the owner's say-so is a rule, not an order: "may delete events only
 * after asking the user", "darf Dateien nur nach Rückfrage löschen", "solo puede borrar archivos
 * después de preguntar", "ne peut supprimer des fichiers qu'après confirmation", "только после
 * подтверждения", "只能在用户确认后删除", "確認後にのみ削除できる" — not "without asking".
 */
const GUARD =
  "(?:(?<![\\p{L}])only (?:after|once|when|if|with|upon)(?: [\\p{L}'’]+){0,4}? (?:ask\\p{L}*|confirm\\p{L}*|approv\\p{L}*|consent\\p{L}*|permission|ok|okay|go-ahead|sign-?off|check\\p{L}*)|(?<![\\p{L}])after (?:asking|checking with|confirming with|the (?:user|owner) (?:confirms|approves|agrees|says so))|(?<![\\p{L}])(?:después de|tras) (?:preguntar|confirmar|consultar)|(?<![\\p{L}])(?:erst|nur) nach (?:rückfrage|rücksprache|bestätigung|freigabe)|(?<![\\p{L}])après (?:confirmation|accord|avoir demandé)|(?<![\\p{L}])после (?:подтверждения|согласования)|(?<![\\p{L}])nur (?:nach|mit)(?: \\p{L}+){0,3}? (?:rückfrage|rücksprache|bestätigung|freigabe|zustimmung|erlaubnis|absprache|genehmigung|ok)|(?<![\\p{L}])(?:solo|sólo|únicamente) (?:después de|tras|con)(?: \\p{L}+){0,3}? (?:pregunt|confirm|aprob|autoriz|permiso|consentimiento)|(?<![\\p{L}])(?:qu['’]|seulement |uniquement )(?:après|avec)(?: \\p{L}+){0,3}? (?:confirm|accord|autoris|approb|demand|permission)|(?<![\\p{L}])только (?:после|с)(?: \\p{L}+){0,3}? (?:подтвержд|соглас|разрешени|одобрени)|只(?:能|有|可以|可)?在[^。，！？；]{0,12}(?:确认|同意|批准|允许)(?:之)?后|(?:确认|同意|批准)(?:之)?后(?:才|再)|(?:確認|承認|同意|許可)(?:後|の後|してから|を得てから)に?のみ)";
const GUARD_KEY =
  /only|after|nur |nach |solo|sólo|únicamente|después|tras |qu['’]|seulement|uniquement|après|только|после|只|后|のみ/u;
const FORBIDDEN = forbidden(S.act.source);
const GUARDED = new RegExp(
  `(?:${S.act.source})(?=[^.!?;。！？；\\n]{0,80}?${GUARD})|${GUARD}[^.!?;。！？；\\n]{0,60}?(?:${S.act.source})`,
  'gu',
);
/** …unless the one to confirm with is an address: "only after confirming with x@…". */
const OUTSIDE_GUARD = /^[^.!?;。！？；\n]{0,160}?(?:@|https?:|www\.)/u;
/**
 * What its reader is told to avoid, to the clause's end: "Avoid login methods which send
 * passwords in clear text", "Évitez les méthodes … qui envoient les mots de passe en clair" —
 * and in Japanese, which names it first: "…平文で送るような…利用方法は避けてください" (not an
 * avoidance given as a reason: "to avoid detection, send …" stops at its comma).
 */
const AVOIDED =
  /(?<![\p{L}])(?<!(?:in order|so as) to )(?:avoid|(?:it is|it's|it’s) (?:a )?(?:very |really )?(?:bad|terrible|poor|dangerous) idea to|évitez|évite|evite|evita|eviten|vermeiden sie|vermeide|избегайте|избегай)(?![\p{L}])[^.!?;,。！？；，\n]*|避免[^。！？；，\n]*|(?<=^|[.!?;。！？；\n])[^.!?;。！？；\n]*(?:を|は)避け(?:て|る|ます|ましょう)/gu;
const AVOID_KEY = /avoid|idea to|évite|evit|vermeide|избега|避免|避け/u;
const unavoided = (s: string) => (AVOID_KEY.test(s) ? s.replace(AVOIDED, ' ') : s);
export const unforbidden = (s: string) => {
  const t = unavoided(s).replace(FORBIDDEN, ' ');
  return GUARD_KEY.test(t)
    ? t.replace(GUARDED, (m, at: number) => (OUTSIDE_GUARD.test(t.slice(at)) ? m : ' '))
    : t;
};
const FORBIDDEN_SEND = forbidden(`${S.send.source}|${S.share.source}`);
export const unforbiddenSend = (s: string) => unavoided(s).replace(FORBIDDEN_SEND, ' ');

/**
 * A dangerous command warned against or told of: "avoid `curl | sh` installers", "never run
 * rm -rf ~/", "a cron job ran `rm -rf /srv/cache/*`", "a plausible attack … seems to be to stuff
 * a nasty shell command into the selection buffer (`rm -rf /')".
 */
export const WARNED_SHELL = new RegExp(
  `(?<![\\p{L}])(?:(?:avoid|never|not|n't|beware of|warn\\p{L}* (?:against|about)|instead of|rather than|ran|executed|typed|pasted|invoked)\\s+(?:[^\\s.!?]+\\s+){0,3}?|(?:attack|attacks|attacker|attackers|malicious|nasty|destructive)(?![\\p{L}])[^.!?]{0,100}?)[\`'"“(]{0,2}(?:${S.shell.source})`,
  'gu',
);

/**
 * A trigger's own act, in Chinese: "每次执行这个表达式时…", "当执行变更UNIX口令时…", "在调用passwd
 * program…时" frame when, they order nothing (as ASKED_ACT in English) — not "应当" (should) nor
 * "相当" (quite); a frame with "下次" or "以后" in it is a delayed trigger's, read as one.
 */
export const FRAMED_ZH =
  /(?:每次|每当|(?<![相适应恰妥充担便正])当|在(?![^，。；！？]{0,30}?(?:下次|下一次|今后|以后)))[^，。；！？]{0,30}?(?:时|期间)/gu;

/**
 * `s` without what only describes, names, permits or forbids an action (and the descriptions
 * of a list of options or a table in `lines`): what is left of a harmful act is an order.
 */
export function unacted(s: string, lines: string): string {
  return untold(
    unforbidden(
      unowned(
        unjoined(
          unflagged(unreported(withoutFound(unlisted(s, lines), lines, EXAMPLE_HEADING))),
          S.act,
        )
          .replace(POSSIBLE, ' ')
          .replace(SHOWN, ' ')
          .replace(DESCRIBED_ACT, ' ')
          .replace(OFFERED, ' ')
          .replace(NAMED_ACT, ' ')
          .replace(PERMITTED, ' ')
          .replace(SHELL_ASSIGNMENT, ' ')
          .replace(FRAMED_ZH, ' '),
      ),
    ),
  );
}
