import type { InteractionInput } from '../records';

export default {
  id: 'client-portals',
  name: 'Client portals',
  noun: 'client portal',
  verbs: [
    ['download', 2],
    ['upload', 2],
    ['access', 2],
    ['view', 1],
  ],
  nouns: [
    ['portal', 6],
    ['extranet', 5],
  ],
  // "a link the customer can follow without ringing me": each client sees their own matter by themselves.
  phrases: [
    ['link for the client', 5],
    ['link for the customer', 5],
    ['link for clients', 5],
    ['link for customers', 5],
    ['clients can check * themselves', 5],
    ['customers can check * themselves', 5],
    ['client can see where', 5],
    ['customer can see where', 5],
  ],
  recognise: {
    de: [
      ['link für den kunden', 5],
      ['link für kunden', 5],
      ['kunden selbst nachsehen', 5],
      ['kundenportal', 6],
      ['mandantenportal', 6],
      ['kundenbereich', 5],
      ['portal', 3],
      ['*portal', 3],
      ['kundenlogin', 5],
      ['mandanten', 3],
      ['login für kunden', 5],
      ['eigenen bereich', 3],
      ['geschützter bereich', 4],
      ['extranet', 5],
      ['projektstand', 3],
    ],
    es: [
      ['enlace para el cliente', 5],
      ['enlace para clientes', 5],
      ['cliente pueda seguir', 5],
      ['portal de clientes', 6],
      ['portal del cliente', 6],
      ['área de clientes', 5],
      ['área privada', 4],
      ['portal', 3],
      ['extranet', 5],
      ['area de cliente', 5],
      ['área del cliente', 5],
      ['zona de clientes', 5],
      ['acceso para clientes', 5],
      ['espacio privado', 4],
      ['portal del paciente', 6],
      ['portal para', 4],
    ],
    fr: [
      ['lien pour le client', 5],
      ['lien pour les clients', 5],
      ['client puisse suivre', 5],
      ['portail client', 6],
      ['espace client', 6],
      ['extranet', 5],
      ['portail', 3],
      ['espace privé', 4],
      ['espace personnel', 4],
      ['accès client', 5],
      ['portail des clients', 6],
      ['espace patient', 5],
      ['espace dédié', 4],
      ['espace adhérent', 3],
      ['suivre l avancement', 3],
      ['suit l avancement', 3],
      ['suivent l avancement', 3],
      ['suivons l avancement', 3],
    ],
    pt: [
      ['link pro cliente', 5],
      ['link para o cliente', 5],
      ['cliente acompanhar', 5],
      ['portal do cliente', 6],
      ['portal de clientes', 6],
      ['área do cliente', 6],
      ['portal', 3],
      ['extranet', 5],
      ['área de clientes', 6],
      ['área restrita', 4],
      ['área privada', 4],
      ['acesso do cliente', 5],
      ['acesso para clientes', 5],
      ['espaço do cliente', 6],
      ['portal do paciente', 6],
      ['acompanhar o andamento', 3],
      ['acompanha o andamento', 3],
      ['acompanham o andamento', 3],
      ['acompanhamos o andamento', 3],
    ],
  },
  thing: 'document',
  things: 'documents',
  features: [
    {
      id: 'client-portals-login',
      title: 'Secure Client Login',
      description: 'Each client signs in to a space of their own and sees only what belongs to them.',
      done: [
        {
          when: 'a client signs in',
          then: 'show only their own {things}, messages and invoices, and never anything of another client',
        },
      ],
    },
    {
      id: 'client-portals-items',
      title: 'Client {Things}',
      description: 'The {things} of each client in one place, newest first, with what is new since their last visit marked.',
      done: [
        {
          when: 'staff add a {thing} for a client',
          then: 'show it in that client’s portal marked as new, and tell the client by email',
        },
      ],
    },
    {
      id: 'client-portals-uploads',
      title: 'Uploads from Clients',
      description: 'Clients send the files asked of them through the portal, against a checklist of what is still missing.',
      done: [
        {
          when: 'a client uploads a requested file',
          then: 'tick it off the checklist and notify the staff member in charge of that client',
        },
      ],
    },
    {
      id: 'client-portals-messages',
      title: 'Client Messages',
      description: 'One thread per client instead of scattered email, with files attached and kept with the client’s record.',
      done: [
        {
          when: 'a client sends a message',
          then: 'notify the staff member in charge and keep the message with that client’s record',
        },
      ],
    },
    {
      id: 'client-portals-invoices',
      title: 'Invoices and Online Payment',
      description: 'Clients see their invoices and what is due, and pay by card in the portal.',
      done: [{ when: 'a client pays an invoice in the portal', then: 'mark it paid, send a receipt and notify staff' }],
    },
  ],
  questions: [
    {
      id: 'client-portals-purpose',
      category: 'scope',
      text: 'What do clients of {owner} mainly come to the portal for?',
      options: [
        'To see and download their {things}',
        'To follow progress and approve work',
        'To send files and answers asked of them',
      ],
      recommended: 'To see and download their {things}',
      reason: 'A portal earns its place by ending the “can you resend that” emails; approvals and requests can follow.',
      impact: 10,
      decision: 'Main use of the portal',
      replaces: 'webapp-main-job',
      says: {
        'To see and download their {things}':
          'The portal home shows each client their {things}, newest first, with what is new marked and one-click downloads.',
        'To follow progress and approve work':
          'The portal home shows each client where their work stands and what awaits their approval, with a button to approve.',
        'To send files and answers asked of them':
          'The portal home shows each client what is still needed from them, with uploads and short forms to provide it.',
      },
      // "the customer … has to tap 'approve' on each bit before we order": approving is what they come for.
      settledBy: {
        'To follow progress and approve work': [
          'approve',
          'approves',
          'sign off',
          'signs off',
          'how it is going',
          "how it's going",
        ],
      },
    },
    {
      id: 'client-portals-access',
      category: 'security',
      text: 'How do clients sign in to see their {things}?',
      options: [
        'Invited by staff, then email and password',
        'Invited by staff, then a sign-in link by email',
        'Invited by staff, with two-factor sign-in',
      ],
      recommended: 'Invited by staff, then a sign-in link by email',
      reason: 'Clients visit rarely and forget passwords; a link by email gets them in, and invitations keep strangers out.',
      impact: 9,
      decision: 'Client sign-in',
      replaces: ['sign-in', 'sign-in-methods'],
      settledBy: {
        'Invited by staff, with two-factor sign-in': [
          'two-factor',
          '2fa',
          'zwei-faktor',
          'doble factor',
          'double authentification',
        ],
      },
      says: {
        'Invited by staff, then email and password':
          'Clients cannot sign up on their own: staff invite them, and they set a password from the invitation email.',
        'Invited by staff, then a sign-in link by email':
          'Clients cannot sign up on their own: staff invite them, and they sign in with a one-time link sent by email.',
        'Invited by staff, with two-factor sign-in':
          'Clients are invited by staff and sign in with a password and a second factor (an authenticator app or a code).',
      },
    },
    {
      id: 'client-portals-client-side',
      category: 'roles',
      text: 'Who on the client side can sign in and see the client’s {things}?',
      options: [
        'One contact per client',
        'Several people per client, all seeing the same',
        'Several people per client, each with their own rights',
      ],
      recommended: 'Several people per client, all seeing the same',
      reason: 'Clients are often couples, partners or small teams; letting the main contact invite others saves staff work.',
      impact: 8,
      decision: 'People per client',
      replaces: 'webapp-data-sharing',
      says: {
        'One contact per client':
          'Each client has one login; everything in their space is visible only to that person and staff.',
        'Several people per client, all seeing the same':
          'Each client can have several people, invited by staff or the main contact, who all see the same space.',
        'Several people per client, each with their own rights':
          'Each client can have several people; the main contact decides who sees invoices, who sees files and who may approve.',
      },
    },
    {
      id: 'client-portals-staff',
      category: 'roles',
      text: 'Which of your staff see which clients and their {things}?',
      options: [
        'Everyone sees every client',
        'Each staff member sees the clients assigned to them',
        'Assigned clients, and managers see all',
      ],
      recommended: 'Assigned clients, and managers see all',
      reason: 'Assignment keeps client files on a need-to-know basis, while managers can still step in.',
      impact: 7,
      decision: 'Staff access to clients',
      says: {
        'Everyone sees every client': 'All staff see and work on every client.',
        'Each staff member sees the clients assigned to them': 'Staff see only the clients assigned to them.',
        'Assigned clients, and managers see all':
          'Staff see the clients assigned to them; managers see every client and can reassign them.',
      },
    },
    {
      id: 'client-portals-source',
      category: 'integrations',
      text: 'How does a {thing} get into the portal?',
      options: ['Staff upload it by hand', 'It is made in the portal itself', 'It is synced from a tool you already use'],
      recommended: 'Staff upload it by hand',
      reason: 'Uploading works with any tool from day one; syncing with another system can follow once clients use the portal.',
      impact: 7,
      decision: 'Source of client {things}',
      examples: ['Google Drive', 'Dropbox', 'Xero or QuickBooks', 'A project tool'],
      says: {
        'Staff upload it by hand': 'Staff upload {things} to a client’s space by hand, one by one or several at once.',
        'It is made in the portal itself':
          'Staff create {things} in the portal itself, from templates, and publish them to the client.',
        'It is synced from a tool you already use':
          'The {things} of each client are synced from the tool the business already uses; the portal shows them read-only.',
      },
    },
    {
      id: 'client-portals-news',
      category: 'user-flow',
      text: 'How do clients learn that a new {thing} is waiting for them?',
      options: ['An email for each new item', 'One summary email a day', 'Only when they next sign in'],
      recommended: 'An email for each new item',
      reason: 'Clients rarely check a portal on their own; an email with a link is what brings them back.',
      impact: 5,
      decision: 'Telling clients about new items',
      says: {
        'An email for each new item': 'Email the client with a link whenever something new is added for them.',
        'One summary email a day': 'Send each client one email a day listing what is new, only on days with news.',
        'Only when they next sign in': 'New items are marked as new in the portal; no emails are sent.',
      },
    },
    {
      id: 'client-portals-structure',
      category: 'data',
      text: 'How are the {things} of one client organised in the portal?',
      options: [
        'One list per client, newest first',
        'Folders per client that staff set up, such as by year',
        'Separate projects per client, each with its own {things}',
      ],
      recommended: 'Folders per client that staff set up, such as by year',
      reason:
        'Folders keep years of {things} findable with little set-up; projects are worth it only when clients run several jobs at once.',
      impact: 6,
      decision: 'Organising client {things}',
      says: {
        'One list per client, newest first':
          'Each client’s {things} form one list, newest first, with search and filters by type and date.',
        'Folders per client that staff set up, such as by year':
          'Staff set up folders in each client’s space (such as by year or topic, from a template) and file {things} in them; clients browse the folders.',
        'Separate projects per client, each with its own {things}':
          'A client can have several projects, each with its own {things}, messages and progress; clients see each project separately, and staff can be assigned per project.',
      },
    },
    {
      id: 'client-portals-wrong-client',
      category: 'security',
      text: 'How should a {thing} be kept from reaching the wrong client?',
      options: [
        'Staff pick the client; nothing more',
        'A confirm step naming the client, and a short undo',
        'A second staff member checks each one before it is shared',
      ],
      recommended: 'A confirm step naming the client, and a short undo',
      reason:
        'A {thing} shared with the wrong client is a classic data breach; a named confirmation and an undo window catch most slips at no cost.',
      impact: 6,
      decision: 'Sharing with the wrong client',
      says: {
        'Staff pick the client; nothing more': 'Staff choose the client when adding a {thing}; it is shared at once.',
        'A confirm step naming the client, and a short undo':
          'Before a {thing} is shared, show the client’s name and who will see it and ask staff to confirm; for ten minutes after, staff can withdraw it before the client is told.',
        'A second staff member checks each one before it is shared':
          'A {thing} added by staff waits until a second staff member has checked the client and the file and approved sharing it.',
      },
    },
    {
      id: 'client-portals-receipt',
      category: 'data',
      text: 'Does {owner} need proof that a client has seen or accepted a {thing}?',
      options: [
        'No, making it available is enough',
        'Record when the client first opens it',
        'A signed confirmation from the client',
      ],
      recommended: 'Record when the client first opens it',
      reason:
        'An opened date settles most “I never got it” disputes at no effort; signatures are worth it for contracts and consents only.',
      impact: 5,
      decision: 'Proof of receipt',
      says: {
        'No, making it available is enough': 'No record is kept of whether clients have opened their {things}.',
        'Record when the client first opens it':
          'Record when each person on the client side first opens or downloads a {thing}; staff see it next to the {thing} and can chase those not yet opened.',
        'A signed confirmation from the client':
          'Staff can mark a {thing} as needing confirmation; the client confirms or signs it in the portal, and the name, time and version are recorded.',
      },
      settledBy: {
        'A signed confirmation from the client': [
          'e-signature',
          'electronic signature',
          'docusign',
          'elektronische unterschrift',
          'firma electrónica',
          'signature électronique',
          'assinatura eletrônica',
        ],
      },
    },
    {
      id: 'client-portals-former-clients',
      category: 'edge-cases',
      text: 'What happens to a client’s access when they stop being a client?',
      options: [
        'It ends at once; staff keep the {things}',
        'Read-only access for a set time, then closed',
        'It stays open for good',
      ],
      recommended: 'Read-only access for a set time, then closed',
      reason:
        'Former clients still need past {things} now and then; a read-only period saves resending, and closing it later limits what is exposed.',
      impact: 6,
      decision: 'Former clients',
      says: {
        'It ends at once; staff keep the {things}':
          'Staff can close a client; their people can no longer sign in, and the {things} stay with staff for as long as records must be kept.',
        'Read-only access for a set time, then closed':
          'Closing a client makes their space read-only for a set time (such as 12 months): they can download past {things} but not upload; then access ends and they are told.',
        'It stays open for good': 'Former clients keep access to their space for good; staff simply stop adding {things}.',
      },
    },
  ],
} satisfies InteractionInput;
