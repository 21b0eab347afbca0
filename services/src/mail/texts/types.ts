// The texts of the services' e-mails, one catalogue per language (./<language>.ts), every text with its `{name}`
// placeholders (plain text: the layout escapes the result). ../texts.ts maps the 14 site locales onto them.

/** The texts of one confirmation e-mail: the subject (also the heading), two paragraphs, the button, the footer. */
export interface ConfirmationTexts {
  subject: string;
  intro: string;
  action: string;
  linkText: string;
  footer: string;
}

export interface MailTexts {
  /** The greeting without a name. */
  hello: string;
  /** `{name}`: the customer's first name. */
  helloName: string;
  /** Before the link written out. */
  copy: string;
  /** The signature: `{brand}`. */
  team: string;
  /** To the new address: `{brand}` in the intro. */
  'email-change': ConfirmationTexts;
  /** To the current address: `{brand}` in the intro. */
  'delete-account': ConfirmationTexts;
  /** Newsletter double opt-in: `{brand}` in the subject and the intro. */
  subscription: ConfirmationTexts;
  /** An online photo book shared by e-mail: `{sender}`, `{title}` (the book's), `{brand}`. */
  share: ConfirmationTexts & { wrote: string };
}
