// The texts of the services' e-mails in the 14 locales of the brand sites: one catalogue per language (./texts/),
// the channel's locale picks it.
import { byLanguage } from '../i18n/catalogue';
import { da } from './texts/da';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { nb } from './texts/nb';
import { nl } from './texts/nl';
import { pt } from './texts/pt';
import { sv } from './texts/sv';

export const MAIL_TEXTS = byLanguage({ en, nl, fr, de, it, es, pt, da, nb, sv });
