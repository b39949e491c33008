import type { InteractionInput } from '../records';

export default {
  id: 'community-forums',
  name: 'Community and forums',
  noun: 'community forum',
  verbs: [
    ['discuss', 5],
    ['moderate', 5],
    ['comment', 4],
    ['post', 3],
    ['reply', 3],
    ['follow', 1],
  ],
  nouns: [
    ['forum', 6],
    ['subforum', 6],
    ['moderator', 5],
    ['thread', 4],
    ['discussion', 4],
    ['community', 3],
    ['comment', 2],
    ['topic', 2],
  ],
  recognise: {
    de: [
      ['forum', 6],
      ['foren', 6],
      ['diskussion*', 4],
      ['kommentier*', 4],
      ['kommentar*', 3],
      ['beitrag*', 3],
      ['community', 3],
      ['austausch*', 3],
      ['moderier*', 4],
      ['moderator*', 4],
      ['thread*', 4],
      ['diskutier*', 4],
      ['posten', 3],
      ['gemeinschaft', 3],
      ['themen', 2],
      ['schwarzes brett', 4],
    ],
    es: [
      ['foro*', 6],
      ['coment*', 4],
      ['debate*', 3],
      ['publicar', 3],
      ['comunidad', 3],
      ['hilo de discusion', 6],
      ['hilos de discusion', 6],
      ['hilo', 2],
      ['moderar', 4],
      ['moderador*', 4],
      ['moderacion', 4],
      ['discutir', 4],
      ['discusion*', 4],
      ['publicaciones', 3],
      ['responder', 2],
      ['intercambiar', 3],
      ['tablón de anuncios', 4],
    ],
    fr: [
      ['forum*', 6],
      ['fil de discussion', 6],
      ['discussion*', 4],
      ['commenter', 4],
      ['commentaire*', 3],
      ['communaute', 3],
      ['discuter', 4],
      ['modérer', 4],
      ['moderat*', 4],
      ['échanger', 3],
      ['échanges', 2],
      ['publications', 3],
      ['sujets', 2],
      ['répondre', 2],
      ['entraide', 4],
      ['babillard', 4],
    ],
    pt: [
      ['forum', 6],
      ['foruns', 6],
      ['discuss*', 4],
      ['coment*', 4],
      ['comunidade', 3],
      ['moderar', 4],
      ['moderador*', 4],
      ['moderação', 4],
      ['tópico*', 3],
      ['publicações', 3],
      ['postar', 3],
      ['trocar ideias', 4],
      ['responder', 2],
      ['mural', 3],
      ['debate*', 3],
    ],
  },
  thing: 'post',
  things: 'posts',
  features: [
    {
      id: 'community-forums-topics',
      title: '{Things} by Topic',
      description: 'The {things} grouped under topics set by {owner}, newest activity first, each with its replies.',
      done: [
        {
          when: 'someone posts in a topic',
          then: 'show the new {thing} at the top of that topic and count it as unread for the others',
        },
      ],
    },
    {
      id: 'community-forums-replies',
      title: 'Replies and Reactions',
      description: 'Replies under each {thing} and a quick reaction for those who only want to say thanks or agree.',
      done: [
        {
          when: 'someone replies to a {thing}',
          then: 'show the reply under it and notify the person who posted it',
        },
      ],
    },
    {
      id: 'community-forums-moderation',
      title: 'Reported {Things} Queue',
      description:
        'A report button on every {thing} and reply, and a queue where moderators keep, hide or remove what was reported.',
      done: [
        {
          when: 'a {thing} is reported',
          then: 'put it in the moderators’ queue with the reason and who reported it',
        },
        {
          when: 'a moderator hides a {thing}',
          then: 'remove it from view, tell the author why and keep it for the record',
        },
      ],
    },
    {
      id: 'community-forums-profiles',
      title: 'Member Profiles and Activity',
      description: 'A short profile for each member with what they have posted and replied, and a way to mute someone.',
      done: [
        {
          when: 'someone opens a member profile',
          then: 'show the details that member chose to share and their recent posts',
        },
      ],
    },
    {
      id: 'community-forums-digest',
      title: 'Alerts and Activity Digest',
      description: 'An alert for replies to your own posts and a daily or weekly digest of what is new.',
      done: [
        {
          when: 'a digest is due',
          then: 'send each member who chose it a summary of new {things} in the topics they follow',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'community-forums-moderation',
      category: 'edge-cases',
      text: 'Must a {thing} be checked before others see it?',
      options: [
        'No, they appear at once and members report problems',
        'The first few of each newcomer are checked',
        'Every single one is approved by a moderator',
      ],
      recommended: 'The first few of each newcomer are checked',
      reason: 'Checking a newcomer’s first few posts stops most spam and trolls without slowing down regulars.',
      impact: 9,
      decision: 'Moderation of {things}',
      says: {
        'No, they appear at once and members report problems':
          'New {things} appear at once; anyone can report one, and reported ones go to the moderators’ queue.',
        'The first few of each newcomer are checked':
          'A newcomer’s first three {things} wait for a moderator’s approval; after that they appear at once and can be reported.',
        'Every single one is approved by a moderator': 'Every new {thing} waits for a moderator’s approval before others see it.',
      },
    },
    {
      id: 'community-forums-structure',
      category: 'scope',
      text: 'How should the {things} be organised?',
      options: ['One shared feed', 'Topics that {owner} sets up', 'Groups that anyone can create and join'],
      recommended: 'Topics that {owner} sets up',
      reason: 'Set topics keep {things} easy to find; groups anyone can create tend to splinter a young community.',
      impact: 9,
      decision: 'Structure of {things}',
      says: {
        'One shared feed': 'All {things} appear in one shared feed, newest first.',
        'Topics that {owner} sets up':
          'Admins set up topics and {things} are posted under them; each topic lists its {things} by latest activity.',
        'Groups that anyone can create and join':
          'Anyone can create a group; members join groups and see the {things} of the groups they joined.',
      },
    },
    {
      id: 'community-forums-access',
      category: 'security',
      text: 'Who can read the {things}, and who can post them?',
      options: [
        'Anyone reads and posts after signing up',
        'Anyone reads but only members post',
        'Only signed-in members read and post',
      ],
      recommended: 'Only signed-in members read and post',
      reason: 'A closed space makes people willing to share and keeps moderation light; a public area can be opened later.',
      impact: 8,
      decision: 'Who reads and posts',
      replaces: 'webapp-data-sharing',
    },
    {
      id: 'community-forums-notify',
      category: 'user-flow',
      text: 'How do {actors} hear about new replies and {things}?',
      options: ['Only by opening the app', 'An alert for replies to their own posts', 'Only a periodic digest'],
      recommended: 'An alert for replies to their own posts',
      reason: 'Replies to their own posts are what people want to know at once; everything else can wait for a digest.',
      impact: 7,
      decision: 'Reply alerts',
    },
    {
      id: 'community-forums-content',
      category: 'data',
      text: 'What can a {thing} contain besides text?',
      options: ['Plain text only', 'Text with photos and links', 'Also files and polls'],
      recommended: 'Text with photos and links',
      reason: 'Photos and links cover what people share day to day; files and polls add storage and moderation work.',
      impact: 6,
      decision: 'What a {thing} contains',
    },
    {
      id: 'community-forums-sanctions',
      category: 'roles',
      text: 'What can moderators do when a {thing} breaks the rules?',
      options: ['Hide the {thing} only', 'Hide it and warn the person', 'Hide and warn, then suspend after repeated breaches'],
      recommended: 'Hide and warn, then suspend after repeated breaches',
      reason: 'Clear steps from a warning to a suspension are fair to members and keep moderators from improvising.',
      impact: 6,
      decision: 'Rule breaches',
    },
    {
      id: 'community-forums-private-messages',
      category: 'scope',
      text: 'Can {actors} message each other privately, outside the {things}?',
      options: [
        'No, everything happens in the open',
        'Private messages between any members',
        'Private messages only once both accept',
      ],
      recommended: 'No, everything happens in the open',
      reason:
        'Private messages are where harassment happens out of moderators’ sight, and they are a second app to build; add them once members ask.',
      impact: 7,
      decision: 'Private messages',
      says: {
        'No, everything happens in the open':
          'There are no private messages; all conversation happens in {things} and their replies, where moderators can see it.',
        'Private messages between any members':
          'Members can send private messages to any other member; a message can be reported, and members can block someone.',
        'Private messages only once both accept':
          'Members can send a contact request; private messages flow only once it is accepted, and either side can block the other.',
      },
      settledBy: {
        'Private messages between any members': [
          'private messages',
          'direct messages',
          'privatnachrichten',
          'mensajes privados',
          'messages privés',
          'mensagens privadas',
        ],
      },
    },
    {
      id: 'community-forums-editing',
      category: 'edge-cases',
      text: 'Can people edit or delete a {thing} after others have replied to it?',
      options: [
        'Freely, with no trace',
        'Edits are marked “edited”; deleting leaves the replies',
        'Edits only within a short time after posting',
      ],
      recommended: 'Edits are marked “edited”; deleting leaves the replies',
      reason:
        'An “edited” mark keeps discussions honest, and keeping the replies when a {thing} is deleted stops whole conversations vanishing.',
      impact: 6,
      decision: 'Editing and deleting {things}',
      says: {
        'Freely, with no trace': 'Authors can edit or delete their {things} at any time; deleting one removes its replies too.',
        'Edits are marked “edited”; deleting leaves the replies':
          'Authors can edit their {things} at any time, shown as “edited” with the earlier text kept for moderators; deleting a {thing} replaces its text with “deleted” and keeps the replies.',
        'Edits only within a short time after posting':
          'Authors can edit or delete a {thing} only within a set time (such as 30 minutes) after posting; after that they ask a moderator.',
      },
    },
    {
      id: 'community-forums-answered',
      category: 'user-flow',
      text: 'Can a {thing} that asks a question be marked as answered?',
      options: [
        'No, every {thing} is a discussion',
        'The asker marks the reply that helped',
        'Moderators mark and pin the best answer',
      ],
      recommended: 'The asker marks the reply that helped',
      reason:
        'Marked answers let newcomers find solutions without asking again, and an “unanswered” list shows where help is needed.',
      impact: 5,
      decision: 'Answered questions',
      says: {
        'No, every {thing} is a discussion': 'All {things} are open discussions; none is marked as answered.',
        'The asker marks the reply that helped':
          'The author of a {thing} can mark one reply as the answer; it is shown first under the {thing}, and {things} without an answer can be listed apart.',
        'Moderators mark and pin the best answer':
          'Moderators can mark the best reply to a {thing} as the answer and pin it first under the {thing}.',
      },
    },
    {
      id: 'community-forums-names',
      category: 'security',
      text: 'Under what name do {actors} appear next to their {things}?',
      options: [
        'Their full real name, no nicknames',
        'A display name; admins see the real name',
        'Anonymously, in topics that allow it',
      ],
      recommended: 'A display name; admins see the real name',
      reason:
        'Display names let people speak freely about personal matters, while admins can still tell who is who when a rule is broken.',
      impact: 5,
      decision: 'Names on {things}',
      says: {
        'Their full real name, no nicknames':
          'Every {thing} shows the author’s real name as registered; nicknames are not allowed.',
        'A display name; admins see the real name':
          'Members choose a display name shown on their {things}; their real name is visible only to admins.',
        'Anonymously, in topics that allow it':
          'Members post under a display name, and in topics that allow it may post a {thing} anonymously; admins can still see who wrote it.',
      },
      settledBy: {
        'Their full real name, no nicknames': ['real names', 'klarnamen', 'nombres reales', 'vrais noms', 'nomes reais'],
        'Anonymously, in topics that allow it': [
          'post anonymously',
          'anonymous posts',
          'anonym posten',
          'publicar anónimamente',
          'publier anonymement',
          'postar anonimamente',
        ],
      },
    },
  ],
} satisfies InteractionInput;
