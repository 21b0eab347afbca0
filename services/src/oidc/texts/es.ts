import type { SignInTexts } from './types';

export const es: SignInTexts = {
  title: 'Inicia sesión en tu cuenta',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  error: 'El correo electrónico o la contraseña no son correctos.',
  withProvider: 'Iniciar sesión con {provider}',
  localAccount: 'tu cuenta de {brand}',
  providerLead: 'Usa {provider} para iniciar sesión en {brand}.',
  expiredTitle: 'Tu inicio de sesión ha caducado',
  expiredText: 'La página de inicio de sesión estuvo abierta demasiado tiempo o ya se utilizó. Vuelve a empezar.',
  back: 'Volver a Mi cuenta',
  errorTitle: 'Algo ha salido mal',
  signingOut: 'Cerrando sesión…',
  signOutLead: 'Pulsa el botón para terminar de cerrar la sesión.',
  signOut: 'Cerrar sesión',
  signedOutTitle: 'Has cerrado sesión',
  signedOutText: 'Has cerrado la sesión de tu cuenta de {brand}.',
  errorText: 'No hemos podido completar tu solicitud. Vuelve a Mi cuenta e inténtalo de nuevo.',
  errorCode: 'Código de error: {code}',
};
