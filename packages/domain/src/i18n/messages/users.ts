/** Users, roles and the security log. */
import { messages } from './area';

export const users = messages({
  en: {},
  et: {},
  fi: {},
});
