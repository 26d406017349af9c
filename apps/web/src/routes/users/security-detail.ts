/**
 * A security event's stored texts in the reader's language. The server stores them in English from
 * the catalogs ("wrong password", "by a password reset link; 2 sessions ended", "Ann (platform
 * admin)", "Rate card"), so `localizeReason` says them by the same patterns as an error; a detail's
 * parts ("; " between them) are said one by one. What the server writes from a role's levels and a
 * user's changes ("pricelists read → write, calculator", "role Sales → Owner") is said with the role
 * matrix's words. A name, an address or a part not known stays as it was stored.
 */
import { localizeReason, PERMISSION_AREAS, PERMISSION_LEVELS, type Language, type Translate } from '@freight/domain';
import { AREA_LABELS, LEVEL_LABELS } from '../../lib/labels';
import { isOneOf } from '../../lib/narrow';

/** An event's actor or subject ('Rate card', 'Ann (platform admin)'): said when it is a catalog text. */
export function sayLogText(language: Language, text: string): string {
  return localizeReason(language, text);
}

/** An event's detail, each of its parts said in `language`; English as stored. */
export function sayDetail(language: Language, t: Translate, detail: string): string {
  if (language === 'en' || !detail) return detail;
  return detail
    .split('; ')
    .map((part) => {
      const said = localizeReason(language, part);
      return said !== part ? said : (sayLevels(t, part) ?? sayChange(t, part) ?? part);
    })
    .join('; ');
}

const AREA = `(${PERMISSION_AREAS.join('|')})`;
const LEVEL = `(${PERMISSION_LEVELS.join('|')})`;
const AREA_LEVEL = new RegExp(`^${AREA} ${LEVEL}(?: → ${LEVEL})?$`);
const CALCULATOR = /^calculator(?: (on|off) → (on|off))?$/;

/** "pricelists read → write, calculator on → off" (describePermissionChanges) in the matrix's words; null when it is not one. */
function sayLevels(t: Translate, part: string): string | null {
  const level = (name: string | undefined) => (isOneOf(PERMISSION_LEVELS, name) ? t(LEVEL_LABELS[name]).toLowerCase() : name);
  const onOff = (name: string) => t(name === 'on' ? 'common.yes' : 'common.no').toLowerCase();
  const items = part.split(', ').map((item) => {
    const levels = AREA_LEVEL.exec(item);
    const area = levels?.[1];
    if (levels && isOneOf(PERMISSION_AREAS, area)) {
      const said = `${t(AREA_LABELS[area]).toLowerCase()} ${level(levels[2])}`;
      return levels[3] ? `${said} → ${level(levels[3])}` : said;
    }
    const calculator = CALCULATOR.exec(item);
    if (!calculator) return null;
    const [, from, to] = calculator;
    const said = t('users.roles.calculator').toLowerCase();
    return from && to ? `${said} ${onOff(from)} → ${onOff(to)}` : said;
  });
  return items.every((item) => item !== null) ? items.join(', ') : null;
}

/** "role Sales", "role Sales → Owner", "name Mia → Mia S." (a user's event) with the word said; null when it is not one. */
function sayChange(t: Translate, part: string): string | null {
  const change = /^(role|name) (.*)$/.exec(part);
  if (!change) return null;
  const [, what, rest] = change;
  return `${t(what === 'role' ? 'users.role' : 'common.name').toLowerCase()} ${rest}`;
}
