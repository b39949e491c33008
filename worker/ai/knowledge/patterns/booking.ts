import type { FeaturePatternInput } from '../records';

export default {
  id: 'booking',
  match: [
    'booking',
    'book online',
    'reservation',
    'reserve',
    'appointment',
    'slot',
    'buchung',
    'buchen',
    'reservierung',
    'termin',
    'terminbuchung',
    'reserva',
    'cita',
    'rendez-vous',
    'creneau',
    'agendamento',
    'marcacao',
    'horario marcado',
  ],
  description: 'People pick a free slot and book it in a few steps, with a confirmation; a slot can never be booked twice.',
  done: [
    {
      when: 'a person books a free slot',
      then: 'confirm the booking, block the slot and send a confirmation with the details and a cancel link',
    },
    {
      when: 'two people book the same last slot at the same moment',
      then: 'confirm exactly one booking and offer the other the nearest free slots',
    },
    { when: 'a booking is cancelled within the allowed time', then: 'free the slot at once so others can book it' },
  ],
  questions: [
    {
      id: 'pattern-booking-confirmation',
      category: 'user-flow',
      text: 'Are bookings confirmed at once, or does someone approve each request?',
      options: [
        'Confirmed instantly',
        'Each request is approved by staff',
        'Instant for returning customers, approved for new ones',
      ],
      recommended: 'Confirmed instantly',
      reason: 'Instant confirmation wins the most bookings; approval suits high-value or tailored services.',
      impact: 7,
      decision: 'Booking confirmation',
      feature: 'booking',
      says: {
        'Confirmed instantly': 'Bookings are confirmed instantly when a free slot is chosen.',
        'Each request is approved by staff':
          'Bookings are requests: the slot is held, staff approve or decline, and the person is told either way within a set time.',
        'Instant for returning customers, approved for new ones':
          'Returning customers are confirmed instantly; first bookings are held as requests until staff approve them.',
      },
    },
  ],
} satisfies FeaturePatternInput;
