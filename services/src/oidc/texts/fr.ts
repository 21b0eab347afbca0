import type { SignInTexts } from './types';

export const fr: SignInTexts = {
  title: 'Connectez-vous à votre compte',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  error: "L'adresse e-mail ou le mot de passe est incorrect.",
  withProvider: 'Se connecter avec {provider}',
  localAccount: 'votre compte {brand}',
  providerLead: 'Utilisez {provider} pour vous connecter à {brand}.',
  expiredTitle: 'Votre connexion a expiré',
  expiredText: 'La page de connexion est restée ouverte trop longtemps ou a déjà été utilisée. Veuillez recommencer.',
  back: 'Retour à Mon compte',
  errorTitle: "Une erreur s'est produite",
  signingOut: 'Déconnexion en cours…',
  signOutLead: 'Appuyez sur le bouton pour terminer la déconnexion.',
  signOut: 'Se déconnecter',
  signedOutTitle: 'Vous êtes déconnecté',
  signedOutText: 'Vous vous êtes déconnecté de votre compte {brand}.',
  errorText: "Nous n'avons pas pu traiter votre demande. Veuillez retourner à Mon compte et réessayer.",
  errorCode: "Code d'erreur : {code}",
};
