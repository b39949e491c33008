import type { FeaturePatternInput } from '../records';

export default {
  id: 'roles-permissions',
  match: [
    'roles',
    'role',
    'permissions',
    'access control',
    'access rights',
    'rbac',
    'rollen',
    'berechtigungen',
    'zugriffsrechte',
    'roles y permisos',
    'permisos',
    'control de acceso',
    'droits d acces',
    'gestion des droits',
    'permissoes',
    'controle de acesso',
    'perfis de acesso',
  ],
  description:
    'Roles decide who may see and change what, checked on the server for every action, not only hidden in the interface.',
  done: [
    {
      when: 'a person tries an action their role does not allow',
      then: 'refuse it on the server and hide the control in the interface',
    },
    { when: 'an admin changes someone’s role', then: 'apply it from that person’s next request and record who changed it' },
  ],
  questions: [
    {
      id: 'pattern-role-set',
      category: 'roles',
      text: 'Which roles does it need?',
      options: ['Admin and member', 'Owner, admin and member', 'Admin, editor and viewer', 'Custom roles defined by admins'],
      recommended: 'Admin and member',
      reason: 'Two roles cover most teams; add more when a real need appears, since every role multiplies testing.',
      impact: 6,
      decision: 'Roles',
      feature: 'roles-permissions',
      says: {
        'Admin and member': 'Two roles: admins manage people and settings; members do the everyday work.',
        'Owner, admin and member':
          'Three roles: one owner with billing and deletion rights, admins who manage people and settings, and members.',
        'Admin, editor and viewer':
          'Three roles: admins manage everything, editors create and change content, viewers can only look.',
        'Custom roles defined by admins':
          'Admins define roles from a list of permissions and assign them; ship with admin, editor and viewer presets.',
      },
    },
  ],
} satisfies FeaturePatternInput;
