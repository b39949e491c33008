/** A small, hand-written brief: the renderers are tested on it without the composer or its knowledge. */
import type { Brief, BriefDecision, BriefFeature } from '../../common/brief';

const decision = (over: Partial<BriefDecision> & Pick<BriefDecision, 'id' | 'statement'>): BriefDecision => ({
  category: 'scope',
  question: `${over.id}?`,
  label: over.id,
  source: 'answered',
  ...over,
});

export const FEATURES: BriefFeature[] = [
  {
    title: 'Class Schedules',
    description: 'A weekly timetable of classes with spots left.',
    origin: 'named',
    story: 'As a student, I want Class Schedules: a weekly timetable of classes with spots left.',
    criteria: [
      { when: 'a student opens the schedule', then: 'show the classes of the coming week with spots left' },
      { when: 'the owner cancels a session', then: 'mark it cancelled and notify every booked student' },
    ],
  },
  {
    title: 'Class Booking',
    description: 'Students book a class in a few taps.',
    origin: 'suggested',
    story: 'As a student, I want Class Booking: students book a class in a few taps.',
    criteria: [{ when: 'two students book the last spot at the same time', then: 'confirm exactly one booking' }],
  },
  { title: 'Gift Cards', description: null, origin: 'custom', story: 'As a student, I want Gift Cards.', criteria: [] },
];

export function fixtureBrief(over: Partial<Brief> = {}): Brief {
  return {
    version: 1,
    description: 'a booking app for a yoga studio with class schedules',
    target: { key: 'lovable', label: 'Lovable' },
    name: 'a booking app for a yoga studio',
    language: { code: 'en', name: 'English' },
    domain: { id: 'fitness-studios', name: 'Fitness and yoga studios' },
    kind: { id: 'web-app', noun: 'web app', stack: 'web', headless: false, role: 'a senior full-stack engineer' },
    audience: 'Students and studio staff',
    stack: null,
    features: FEATURES,
    decisions: [
      decision({
        id: 'payment-model',
        answer: 'Both',
        statement: 'Offer memberships and class packs side by side.',
        source: 'recommended',
        recommended: 'Both',
      }),
      decision({
        id: 'full-class',
        category: 'user-flow',
        answer: 'Waitlist',
        statement: 'A full class takes a waitlist.',
        feature: 'Class Booking',
      }),
      decision({ id: 'data-home', category: 'data', answer: 'EU', statement: 'Keep member data in the EU.' }),
      decision({
        id: 'guest-booking',
        category: 'security',
        question: 'Can students book as guests?',
        statement: 'Can students book as guests?',
        source: 'judgement',
        recommended: 'Account required',
        reason: 'Waitlists need to know who the student is.',
      }),
    ],
    entities: [
      { name: 'Class', fields: ['title', 'capacity'] },
      { name: 'Booking', fields: ['student → Student', 'status (booked | cancelled)'] },
    ],
    roles: [
      { name: 'Owner', can: 'manage classes and prices' },
      { name: 'Student', can: 'book and cancel classes' },
    ],
    pages: [{ name: 'Schedule', purpose: 'the week’s classes' }],
    integrations: [{ name: 'Stripe', for: 'memberships and packs' }],
    design: 'calm and photo-led',
    conflicts: [],
    ...over,
  };
}
