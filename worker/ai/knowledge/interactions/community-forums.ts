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
    ],
    es: [
      ['foro*', 6],
      ['coment*', 4],
      ['debate*', 3],
      ['publicar', 3],
      ['comunidad', 3],
    ],
    fr: [
      ['forum*', 6],
      ['fil de discussion', 6],
      ['discussion*', 4],
      ['commenter', 4],
      ['commentaire*', 3],
      ['communaute', 3],
    ],
    pt: [
      ['forum', 6],
      ['foruns', 6],
      ['discuss*', 4],
      ['coment*', 4],
      ['comunidade', 3],
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
  ],
} satisfies InteractionInput;
