/** Fonts bundled with the client (self-hosted, latin subset, regular and bold); `system` uses the platform's. */
export type FontName = 'system' | 'inter' | 'nunito' | 'raleway' | 'source-sans-3' | 'montserrat' | 'lato'
  | 'work-sans' | 'karla' | 'dm-sans' | 'poppins';

/** How a brand looks: its logo (`logos/<vendor>.svg`), colours and font. */
export interface Theme {
  /**
   * Main colour: buttons, links, the active menu entry. White text on it stays readable (contrast >= 4.5:1), and so
   * does the colour as text on white.
   */
  primary: string;
  /** A darker shade of the primary colour (hover and pressed states). */
  primaryDark: string;
  /** A light tint for selected and highlighted surfaces (dark text on it stays readable). */
  tint: string;
  /** The header's background (dark text on it stays readable). */
  header: string;
  font: FontName;
}

/** A vendor: a brand of the retailer. Its sites share its name and look. */
export interface Vendor {
  id: string;
  /** The brand name customers see (document titles, e-mails, the sign-in page). */
  name: string;
  theme: Theme;
}

const vendor = (id: string, name: string, theme: Theme): Vendor => ({ id, name, theme });

export const VENDORS: readonly Vendor[] = [
  vendor('photoprint', 'PhotoPrint', { primary: '#0b5cad', primaryDark: '#084785', tint: '#e6f0fa', header: '#ffffff', font: 'inter' }),
  vendor('fotoprint', 'FotoPrint', { primary: '#b4370a', primaryDark: '#8c2a06', tint: '#fbece6', header: '#fffaf7', font: 'nunito' }),
  vendor('photoimpression', 'PhotoImpression', { primary: '#5b3cc4', primaryDark: '#452d96', tint: '#efebfa', header: '#ffffff', font: 'raleway' }),
  vendor('fotodruck', 'FotoDruck', { primary: '#1d6b4f', primaryDark: '#14503a', tint: '#e5f2ec', header: '#ffffff', font: 'source-sans-3' }),
  vendor('fotoimpresion', 'FotoImpresión', { primary: '#a3123a', primaryDark: '#7d0d2c', tint: '#fae8ed', header: '#fffafa', font: 'montserrat' }),
  vendor('fotostampa', 'FotoStampa', { primary: '#006d5b', primaryDark: '#005244', tint: '#e3f3f0', header: '#ffffff', font: 'lato' }),
  vendor('fotoimpressao', 'FotoImpressão', { primary: '#9c4a00', primaryDark: '#773800', tint: '#fbefe3', header: '#ffffff', font: 'work-sans' }),
  vendor('fototryk', 'FotoTryk', { primary: '#b0123a', primaryDark: '#870d2c', tint: '#fbe7ec', header: '#ffffff', font: 'karla' }),
  vendor('fotoutskrift', 'FotoUtskrift', { primary: '#005b8f', primaryDark: '#00456d', tint: '#e3f0f8', header: '#fffdf2', font: 'dm-sans' }),
  vendor('snapbook', 'SnapBook', { primary: '#3b2a8c', primaryDark: '#2b1f68', tint: '#ece9f8', header: '#f7f5ff', font: 'poppins' }),
];
