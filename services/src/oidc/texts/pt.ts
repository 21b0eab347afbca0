import type { SignInTexts } from './types';

export const pt: SignInTexts = {
  title: 'Inicie sessão na sua conta',
  email: 'Endereço de e-mail',
  password: 'Palavra-passe',
  submit: 'Iniciar sessão',
  error: 'O endereço de e-mail ou a palavra-passe estão incorretos.',
  withProvider: 'Iniciar sessão com {provider}',
  localAccount: 'a sua conta {brand}',
  providerLead: 'Utilize {provider} para iniciar sessão em {brand}.',
  expiredTitle: 'O seu início de sessão expirou',
  expiredText: 'A página de início de sessão esteve aberta demasiado tempo ou já foi utilizada. Comece de novo.',
  back: 'Voltar a A minha conta',
  errorTitle: 'Algo correu mal',
  signingOut: 'A terminar sessão…',
  signOutLead: 'Prima o botão para concluir o fim da sessão.',
  signOut: 'Terminar sessão',
  signedOutTitle: 'Terminou a sessão',
  signedOutText: 'Terminou a sessão na sua conta {brand}.',
  errorText: 'Não foi possível concluir o seu pedido. Volte a A minha conta e tente novamente.',
  errorCode: 'Código de erro: {code}',
};
