import type { Language } from '../../contract/auth';
import { oneLine } from './one-line';
import type { TextStyle } from './text-style';

/**
 * THE ONE WRITER OF EVERY TEXT MESSAGE Courtside sends (sign-in codes, announcements, polls,
 * challenge steps, dual lineups, availability asks and reminders). `smsText(style, kind, params)`:
 *
 * - every string a caller hands in is user text or made from it, so each is put on one line
 *   without control or direction characters and shortened (`oneLine`, caps in `CAPS`) before it
 *   goes into the sentence; links are made by the app and are never shortened;
 * - every `Date` is written in one format, in the style's time zone and language (`textTime`);
 * - the sentence is the style's language (English, Turkish, Arabic);
 * - the whole text is checked to be one clean line once more at the end.
 *
 * A score is handed in already written from the winner's side (`contract/tennis-score.ts`,
 * `scoreForWinner`), so "{winner} won {score}" reads as a tennis score is read aloud.
 */

const LOCALES: Record<Language, string> = { en: 'en-US', tr: 'tr-TR', ar: 'ar-u-nu-latn' };

/** A time in a text: "Sat, Mar 14, 10:30 AM CDT" (the style's language and zone). */
export function textTime(at: Date, style: TextStyle): string {
  return oneLine(
    new Intl.DateTimeFormat(LOCALES[style.language], {
      timeZone: style.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(at),
  );
}

/** Longest user text of each kind, in characters; names and anything not listed: NAME_MAX. */
export const NAME_MAX = 40;
const CAPS: Record<string, number> = {
  place: 60,
  subject: 80,
  question: 120,
  event: 80,
  options: 80,
  score: 40,
  link: Infinity,
  code: 12,
  // A copy carries a text this file already wrote (one clean line): never shortened.
  original: Infinity,
};

export type DualSiteWord = 'home' | 'away' | 'neutral';

/** What each kind of text says, and what it needs. */
export interface TextParams {
  signInCode: { code: string };
  phoneCode: { code: string };
  announcement: { coach: string; subject: string; link: string };
  poll: { coach: string; subject: string; question: string; options: string[]; link: string };
  dualLineup: {
    firstName: string;
    lines: { line: string; partner: string | null }[];
    team: string;
    opponent: string;
    at: Date;
    site: DualSiteWord;
    place: string;
    link: string;
  };
  availabilityAsk: { reminder: boolean; event: string; at: Date; place: string; link: string };
  challengeIssued: {
    challenger: string;
    proposedAt: Date | null;
    place: string;
    deadline: Date;
    link: string;
  };
  challengeAccepted: { defender: string; at: Date; place: string; link: string };
  challengeDeclined: { defender: string; forfeit: boolean; link: string };
  challengeWithdrawn: { challenger: string; link: string };
  leagueLineupDue: { league: string; opponent: string; due: Date; link: string };
  challengeReported: { reporter: string; winner: string; score: string; deadline: Date; link: string };
  challengeConfirmed: { winner: string; score: string; automatic: boolean; link: string };
  challengeDisputed: { disputer: string; link: string };
  challengeCancelled: { challenger: string; defender: string; link: string };
  challengeSettled: { winner: string; score: string; link: string };
  challengeUnanswered: { challenger: string; defender: string; forfeit: boolean; link: string };
  challengeUnplayed: { challenger: string; defender: string; link: string };
  challengeRemindAnswer: { challenger: string; deadline: Date; link: string };
  challengeRemindPlay: {
    challenger: string;
    defender: string;
    at: Date | null;
    place: string;
    deadline: Date;
    link: string;
  };
  challengeRemindConfirm: { deadline: Date; link: string };
  /** Issue 34: a guardian confirms the link to a child from this text. */
  guardianConfirm: { child: string; link: string };
  /** Issue 34: the copy of a text to a minor player, to each of their confirmed guardians. */
  guardianCopy: { child: string; original: string };
  /** Issue 37: a player the coach imported from a roster file, with the Team PIN. */
  rosterInvite: { coach: string; team: string; code: string; link: string };
}

export type TextKind = keyof TextParams;

/** The params as the sentences get them: strings cleaned, dates written. */
type Written<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : Clean<T[K]>;
};
type Clean<T> = T extends string
  ? string
  : T extends (infer U)[]
    ? Clean<U>[]
    : T extends object
      ? Written<T>
      : T;

type Sentences = { [K in TextKind]: (p: Written<TextParams[K]>) => string };

/** " at Court 2" when there is a place. */
const opt = (value: string | null | undefined, f: (v: string) => string) => (value ? f(value) : '');
const won = (winner: string, score: string, word: string) => `${winner} ${word}${opt(score, (s) => ` ${s}`)}`;

function list(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const EN: Sentences = {
  signInCode: (p) => `Your Courtside code is ${p.code}. It expires in 10 minutes.`,
  phoneCode: (p) =>
    `Your Courtside code to confirm this phone number is ${p.code}. It expires in 10 minutes.`,
  announcement: (p) => `${p.coach} sent an announcement: "${p.subject}". Read it at ${p.link}`,
  poll: (p) =>
    `${p.coach} sent a poll: "${p.subject}". ${p.question} (${p.options.join(' / ')}). Answer at ${p.link}`,
  dualLineup: (p) =>
    `${p.firstName}, you play ${list(
      p.lines.map((l) => (l.partner ? `${l.line} with ${l.partner}` : l.line)),
      'and',
    )} for ${p.team} vs ${p.opponent}, ${p.at}, ${{ home: 'home', away: 'away', neutral: 'neutral site' }[p.site]}${opt(p.place, (v) => `, at ${v}`)}. Lineup: ${p.link}`,
  availabilityAsk: (p) =>
    `${p.reminder ? 'Reminder: are you going?' : 'Are you going?'} ${p.event}, ${p.at}${opt(p.place, (v) => `, at ${v}`)}. Answer: ${p.link}`,
  challengeIssued: (p) =>
    `${p.challenger} challenged you on the ladder${opt(p.proposedAt, (v) => ` for ${v}`)}${opt(p.place, (v) => ` at ${v}`)}. Accept or decline by ${p.deadline}: ${p.link}`,
  challengeAccepted: (p) =>
    `${p.defender} accepted your challenge: ${p.at}${opt(p.place, (v) => ` at ${v}`)}. ${p.link}`,
  challengeDeclined: (p) =>
    `${p.defender} declined your challenge${p.forfeit ? '; it counts as a forfeit: you take their place on the ladder' : ''}. ${p.link}`,
  challengeWithdrawn: (p) => `${p.challenger} withdrew their challenge. ${p.link}`,
  leagueLineupDue: (p) =>
    `${p.league}: your lineup vs ${p.opponent} is due ${p.due} and is not published yet. ${p.link}`,
  challengeReported: (p) =>
    `${p.reporter} reported your challenge: ${won(p.winner, p.score, 'won')}. Confirm or dispute by ${p.deadline}: ${p.link}`,
  challengeConfirmed: (p) =>
    `Your challenge result was confirmed${p.automatic ? ' automatically' : ''}: ${won(p.winner, p.score, 'won')}. ${p.link}`,
  challengeDisputed: (p) =>
    `${p.disputer} disputed the reported result of your challenge; your coach will decide. ${p.link}`,
  challengeCancelled: (p) =>
    `Your coach cancelled the challenge between ${p.challenger} and ${p.defender}. ${p.link}`,
  challengeSettled: (p) =>
    `Your coach recorded the challenge result: ${won(p.winner, p.score, 'won')}. ${p.link}`,
  challengeUnanswered: (p) =>
    p.forfeit
      ? `${p.defender} did not answer ${p.challenger}'s challenge in time: it counts as a forfeit, and ${p.challenger} takes the place on the ladder. ${p.link}`
      : `${p.defender} did not answer ${p.challenger}'s challenge in time; it has expired. ${p.link}`,
  challengeUnplayed: (p) =>
    `The challenge between ${p.challenger} and ${p.defender} was not played in time; it has expired and the ladder stays as it is. ${p.link}`,
  challengeRemindAnswer: (p) => `Reminder: answer ${p.challenger}'s challenge by ${p.deadline}: ${p.link}`,
  challengeRemindPlay: (p) =>
    `Reminder: play and report the challenge between ${p.challenger} and ${p.defender}${opt(p.at, (v) => ` (${v}${opt(p.place, (w) => ` at ${w}`)})`)} by ${p.deadline}: ${p.link}`,
  challengeRemindConfirm: (p) =>
    `Reminder: confirm or dispute your challenge result by ${p.deadline}: ${p.link}`,
  guardianConfirm: (p) =>
    `You were added as a guardian of ${p.child} on Courtside. Confirm it to receive copies of their texts: ${p.link}`,
  guardianCopy: (p) => `[Copy of a Courtside text to ${p.child}] ${p.original}`,
  rosterInvite: (p) =>
    `${p.coach} added you to ${p.team} on Courtside. Sign in with this phone at ${p.link} (Team PIN ${p.code}).`,
};

const TR: Sentences = {
  signInCode: (p) => `Courtside kodunuz ${p.code}. 10 dakika geçerlidir.`,
  phoneCode: (p) => `Bu telefon numarasını onaylamak için Courtside kodunuz ${p.code}. 10 dakika geçerlidir.`,
  announcement: (p) => `${p.coach} bir duyuru gönderdi: "${p.subject}". Okumak için: ${p.link}`,
  poll: (p) =>
    `${p.coach} bir anket gönderdi: "${p.subject}". ${p.question} (${p.options.join(' / ')}). Yanıtlamak için: ${p.link}`,
  dualLineup: (p) =>
    `${p.firstName}, ${p.team} için ${p.opponent} karşısında ${list(
      p.lines.map((l) => (l.partner ? `${l.line} (${l.partner} ile)` : l.line)),
      've',
    )} oynuyorsun, ${p.at}, ${{ home: 'iç saha', away: 'deplasman', neutral: 'tarafsız saha' }[p.site]}${opt(p.place, (v) => `, yer: ${v}`)}. Kadro: ${p.link}`,
  availabilityAsk: (p) =>
    `${p.reminder ? 'Hatırlatma: geliyor musun?' : 'Geliyor musun?'} ${p.event}, ${p.at}${opt(p.place, (v) => `, yer: ${v}`)}. Yanıt: ${p.link}`,
  challengeIssued: (p) =>
    `${p.challenger} seni sıralamada maça davet etti${opt(p.proposedAt, (v) => `, zaman: ${v}`)}${opt(p.place, (v) => `, yer: ${v}`)}. ${p.deadline} tarihine kadar kabul et veya reddet: ${p.link}`,
  challengeAccepted: (p) =>
    `${p.defender} davetini kabul etti: ${p.at}${opt(p.place, (v) => `, yer: ${v}`)}. ${p.link}`,
  challengeDeclined: (p) =>
    `${p.defender} davetini reddetti${p.forfeit ? '; hükmen kazandın: sıralamada onun yerini alıyorsun' : ''}. ${p.link}`,
  challengeWithdrawn: (p) => `${p.challenger} davetini geri çekti. ${p.link}`,
  leagueLineupDue: (p) =>
    `${p.league}: ${p.opponent} maçının kadrosu ${p.due} tarihine kadar yayımlanmalı, henüz yayımlanmadı. ${p.link}`,
  challengeReported: (p) =>
    `${p.reporter} maç sonucunu bildirdi: ${won(p.winner, p.score, 'kazandı')}. ${p.deadline} tarihine kadar onayla veya itiraz et: ${p.link}`,
  challengeConfirmed: (p) =>
    `Maç sonucun ${p.automatic ? 'otomatik olarak ' : ''}onaylandı: ${won(p.winner, p.score, 'kazandı')}. ${p.link}`,
  challengeDisputed: (p) => `${p.disputer} bildirilen sonuca itiraz etti; kararı koçun verecek. ${p.link}`,
  challengeCancelled: (p) => `Koçun ${p.challenger} ile ${p.defender} arasındaki maçı iptal etti. ${p.link}`,
  challengeSettled: (p) => `Koçun maç sonucunu kaydetti: ${won(p.winner, p.score, 'kazandı')}. ${p.link}`,
  challengeUnanswered: (p) =>
    p.forfeit
      ? `${p.defender}, ${p.challenger} davetine zamanında yanıt vermedi: hükmen ${p.challenger} kazandı ve sıralamada onun yerini alıyor. ${p.link}`
      : `${p.defender}, ${p.challenger} davetine zamanında yanıt vermedi; davetin süresi doldu. ${p.link}`,
  challengeUnplayed: (p) =>
    `${p.challenger} ile ${p.defender} arasındaki maç zamanında oynanmadı; süresi doldu ve sıralama değişmedi. ${p.link}`,
  challengeRemindAnswer: (p) =>
    `Hatırlatma: ${p.challenger} davetine ${p.deadline} tarihine kadar yanıt ver: ${p.link}`,
  challengeRemindPlay: (p) =>
    `Hatırlatma: ${p.challenger} ile ${p.defender} arasındaki maçı${opt(p.at, (v) => ` (${v}${opt(p.place, (w) => `, ${w}`)})`)} ${p.deadline} tarihine kadar oynayıp bildirin: ${p.link}`,
  challengeRemindConfirm: (p) =>
    `Hatırlatma: maç sonucunu ${p.deadline} tarihine kadar onayla veya itiraz et: ${p.link}`,
  guardianConfirm: (p) =>
    `Courtside'da ${p.child} için veli olarak eklendiniz. Mesajlarının kopyalarını almak için onaylayın: ${p.link}`,
  guardianCopy: (p) => `[${p.child} adlı oyuncuya gönderilen Courtside mesajının kopyası] ${p.original}`,
  rosterInvite: (p) =>
    `${p.coach} seni Courtside'da ${p.team} takımına ekledi. Bu telefonla ${p.link} adresinden giriş yap (Takım PIN'i ${p.code}).`,
};

const AR: Sentences = {
  signInCode: (p) => `رمز Courtside الخاص بك هو ${p.code}. تنتهي صلاحيته خلال 10 دقائق.`,
  phoneCode: (p) => `رمز Courtside لتأكيد رقم الهاتف هذا هو ${p.code}. تنتهي صلاحيته خلال 10 دقائق.`,
  announcement: (p) => `أرسل ${p.coach} إعلانًا: "${p.subject}". اقرأه على ${p.link}`,
  poll: (p) =>
    `أرسل ${p.coach} استطلاعًا: "${p.subject}". ${p.question} (${p.options.join(' / ')}). أجب على ${p.link}`,
  dualLineup: (p) =>
    `${p.firstName}، تلعب ${list(
      p.lines.map((l) => (l.partner ? `${l.line} مع ${l.partner}` : l.line)),
      'و',
    )} مع ${p.team} ضد ${p.opponent}، ${p.at}، ${{ home: 'على أرضنا', away: 'خارج أرضنا', neutral: 'ملعب محايد' }[p.site]}${opt(p.place, (v) => `، في ${v}`)}. التشكيلة: ${p.link}`,
  availabilityAsk: (p) =>
    `${p.reminder ? 'تذكير: هل ستحضر؟' : 'هل ستحضر؟'} ${p.event}، ${p.at}${opt(p.place, (v) => `، في ${v}`)}. أجب: ${p.link}`,
  challengeIssued: (p) =>
    `تحداك ${p.challenger} على السلم${opt(p.proposedAt, (v) => ` في ${v}`)}${opt(p.place, (v) => ` في ${v}`)}. اقبل أو ارفض قبل ${p.deadline}: ${p.link}`,
  challengeAccepted: (p) => `قبل ${p.defender} تحديك: ${p.at}${opt(p.place, (v) => ` في ${v}`)}. ${p.link}`,
  challengeDeclined: (p) =>
    `رفض ${p.defender} تحديك${p.forfeit ? '؛ يُحتسب انسحابًا: تأخذ مكانه على السلم' : ''}. ${p.link}`,
  challengeWithdrawn: (p) => `سحب ${p.challenger} تحديه. ${p.link}`,
  leagueLineupDue: (p) =>
    `${p.league}: تشكيلتك أمام ${p.opponent} مستحقة في ${p.due} ولم تُنشر بعد. ${p.link}`,
  challengeReported: (p) =>
    `أبلغ ${p.reporter} عن نتيجة تحديك: ${won(p.winner, p.score, 'فاز')}. أكّد أو اعترض قبل ${p.deadline}: ${p.link}`,
  challengeConfirmed: (p) =>
    `تم تأكيد نتيجة تحديك${p.automatic ? ' تلقائيًا' : ''}: ${won(p.winner, p.score, 'فاز')}. ${p.link}`,
  challengeDisputed: (p) => `اعترض ${p.disputer} على النتيجة المبلغ عنها؛ سيقرر مدربك. ${p.link}`,
  challengeCancelled: (p) => `ألغى مدربك التحدي بين ${p.challenger} و${p.defender}. ${p.link}`,
  challengeSettled: (p) => `سجّل مدربك نتيجة التحدي: ${won(p.winner, p.score, 'فاز')}. ${p.link}`,
  challengeUnanswered: (p) =>
    p.forfeit
      ? `لم يرد ${p.defender} على تحدي ${p.challenger} في الوقت المحدد: يُحتسب انسحابًا، ويأخذ ${p.challenger} المكان على السلم. ${p.link}`
      : `لم يرد ${p.defender} على تحدي ${p.challenger} في الوقت المحدد؛ انتهت صلاحيته. ${p.link}`,
  challengeUnplayed: (p) =>
    `لم تُلعب مباراة التحدي بين ${p.challenger} و${p.defender} في الوقت المحدد؛ انتهت صلاحيته ويبقى السلم كما هو. ${p.link}`,
  challengeRemindAnswer: (p) => `تذكير: أجب على تحدي ${p.challenger} قبل ${p.deadline}: ${p.link}`,
  challengeRemindPlay: (p) =>
    `تذكير: العب وأبلغ عن التحدي بين ${p.challenger} و${p.defender}${opt(p.at, (v) => ` (${v}${opt(p.place, (w) => ` في ${w}`)})`)} قبل ${p.deadline}: ${p.link}`,
  challengeRemindConfirm: (p) => `تذكير: أكّد نتيجة تحديك أو اعترض عليها قبل ${p.deadline}: ${p.link}`,
  guardianConfirm: (p) => `أُضفت وليًّا لأمر ${p.child} في Courtside. أكّد ذلك لتصلك نسخ من رسائله: ${p.link}`,
  guardianCopy: (p) => `[نسخة من رسالة Courtside إلى ${p.child}] ${p.original}`,
  rosterInvite: (p) =>
    `أضافك ${p.coach} إلى فريق ${p.team} في Courtside. سجّل الدخول بهذا الهاتف من ${p.link} (رمز الفريق ${p.code}).`,
};

const SENTENCES: Record<Language, Sentences> = { en: EN, tr: TR, ar: AR };

function write(value: unknown, key: string, style: TextStyle): unknown {
  if (value instanceof Date) return textTime(value, style);
  if (typeof value === 'string') return oneLine(value, CAPS[key] ?? NAME_MAX);
  if (Array.isArray(value)) return value.map((v) => write(v, key, style));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, write(v, k, style)]));
  }
  return value;
}

/** The text of `kind` in `style`: one clean line (see the top of this file). */
export function smsText<K extends TextKind>(style: TextStyle, kind: K, params: TextParams[K]): string {
  const written = write(params, '', style) as Written<TextParams[K]>;
  return oneLine(SENTENCES[style.language][kind](written));
}
