// What an order does to the user's accounts and devices, in everyday words that name no AI
// and no secret: a protection turned off ("turn off two-step verification on the user's
// Google account", "disable the login alerts on their bank account") and an outsider let in
// ("add deploy-bot@… as an owner of the user's organisation"). Each is an order about what is
// someone else's — the user's, theirs — not a person's own to-do ("switch off notifications
// during meetings", "add Maria as an editor of the photo album"), nor a manual's mention
// (`unacted`). Used by features.ts's attempts.

import { near, unacted } from './described.js';
import { IN_CLAUSE, type Attempt } from './nearby.js';
import { MAIL, WEB } from './signals.js';

/** What guards an account or a device, in seven languages. */
const PROTECTION = new RegExp(
  [
    '(?<![\\p{L}])(?:two|2)[- ]?(?:factor|step)(?![\\p{L}])',
    '(?<![\\p{L}])(?:2fa|mfa|multi-?factor|otp)(?![\\p{L}])',
    '(?:login|log-in|sign-in|security|fraud|suspicious activity) (?:alerts?|notifications?|warnings?)',
    'firewall',
    'anti-?virus|virus (?:scanner|protection)|defender',
    'screen ?lock|(?:disk|device|drive) encryption|bitlocker|filevault',
    'spam filter|phishing (?:filter|protection)',
    'password (?:protection|requirement)|(?:the )?pin (?:lock|code)',
    'zwei-?faktor|zwei-?stufig|virenschutz|anmeldebenachrichtigung',
    'dos (?:factores|pasos)|doble factor|autenticación en dos|alertas de (?:inicio de sesión|seguridad)',
    'deux facteurs|double authentification|alertes? de (?:connexion|sécurité)|pare-feu',
    'двухфакторн|двухэтапн|антивирус|брандмауэр|файрвол|уведомлени\\p{L}* о входе',
    '双重验证|两步验证|二次验证|双因素|防火墙|杀毒|登录提醒',
    '二段階認証|二要素認証|ファイアウォール|ウイルス対策|ログイン通知',
  ].join('|'),
  'u',
);

/** Turned off, in seven languages. */
const OFF =
  /(?<![\p{L}])(?:disable|turn off|switch off|deactivate|remove|uninstall|bypass|desactiva|apaga|quita|deaktivier|schalte|entfern|désactiv|coupe|supprim|отключ|выключ|удали|关闭|禁用|停用|卸载|取消)|無効|オフに|解除|停止/u;

/** Whose it is: the user's or someone's the text speaks of, not the writer's own. */
const THEIRS =
  /(?<![\p{L}])(?:the (?:user|owner|customer|client|account holder)(?:'s|’s|s'|s’)?|their|his|her)(?![\p{L}])|del usuario|de la usuaria|des (?:nutzers|benutzers|kunden)|der nutzerin|de l.utilisateur|пользовател|用户的|ユーザーの/u;

/** A protection of the user's turned off, in one clause (the verb after it in Japanese). */
const UNGUARDED = new RegExp(
  `${near(OFF, PROTECTION, 40, IN_CLAUSE).source}|${near(PROTECTION, /無効|オフに|解除|停止/u, 12).source}`,
  'u',
);
export const unguard: Attempt = (_, sp, lines) =>
  sp.some((s) => {
    if (!OFF.test(s) || !PROTECTION.test(s)) return false;
    const t = unacted(s, lines);
    return UNGUARDED.test(t) && THEIRS.test(t);
  });

/** Someone let into an account: made its owner or an editor, given access. */
const LET_IN = near(
  /(?<![\p{L}])(?:add|grant|give|invite|make|set)(?![\p{L}])/u,
  /(?<![\p{L}])(?:as (?:an? |the )?(?:owner|co-owner|admin|administrator|collaborator|editor|delegate|recovery (?:e-?mail|contact))|(?:read|write|edit|full|admin|owner) access|(?:owner|admin) (?:rights|role))(?![\p{L}])/u,
  60,
  IN_CLAUSE,
);
/** …an address from outside, to what is the user's. */
const OUTSIDER = new RegExp(`${WEB.source}|${MAIL.source}`, 'u');
export const admit: Attempt = (f, sp, lines) =>
  f.has('channel') &&
  sp.some((s) => {
    const t = unacted(s, lines);
    return LET_IN.test(t) && OUTSIDER.test(t) && THEIRS.test(t);
  });
