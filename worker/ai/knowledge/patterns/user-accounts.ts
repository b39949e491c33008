import type { FeaturePatternInput } from '../records';

export default {
  id: 'user-accounts',
  match: [
    'login',
    'log in',
    'sign in',
    'sign up',
    'signup',
    'user accounts',
    'registration',
    'password',
    'user profile',
    'anmeldung',
    'registrierung',
    'benutzerkonto',
    'iniciar sesion',
    'registro de usuarios',
    'cuenta de usuario',
    'connexion',
    'compte utilisateur',
    'creer un compte',
    'cadastro de usuarios',
    'conta de usuario',
  ],
  description: 'Sign-up, sign-in, password reset and a profile, with sessions that stay secure across devices.',
  done: [
    { when: 'a person signs up', then: 'create the account, verify the email address and sign them in' },
    {
      when: 'a person asks to reset their password',
      then: 'email a single-use link that expires within an hour, without revealing whether the email is registered',
    },
    {
      when: 'sign-in fails several times in a row for one account',
      then: 'slow further attempts down and notify the account owner',
    },
  ],
  questions: [
    {
      id: 'pattern-account-creation',
      category: 'roles',
      text: 'Who can create an account?',
      options: ['Anyone can sign up', 'Invitation only', 'Anyone can apply; an admin approves'],
      recommended: 'Anyone can sign up',
      reason: 'Open sign-up removes friction; invitation or approval fits closed communities and business tools.',
      impact: 6,
      decision: 'Who can create an account',
      feature: 'user-accounts',
      says: {
        'Anyone can sign up': 'Anyone can create an account with a verified email address.',
        'Invitation only':
          'Accounts are created only through invitations sent by existing admins or members; there is no public sign-up.',
        'Anyone can apply; an admin approves':
          'Anyone can sign up, but the account stays pending until an admin approves it; tell the person when it is approved.',
      },
    },
  ],
} satisfies FeaturePatternInput;
