import { describe, expect, it } from 'vitest';
import { affirmedText, ruledOutStems } from '../../worker/ai/composer/ruled-out';
import { analyse } from '../../worker/ai/composer';
import { firstBatch, interview, knowledge, suggest } from './composer-flow';

/** What a description rules out is never suggested: "We do NOT want online booking", "no payments through the app". */
describe('what the description rules out', () => {
  it('reads the head of each negated thing, a short list after it included, and no limit', () => {
    expect([...ruledOutStems('We do NOT want online booking, a patient portal or video calls.')]).toEqual(
      expect.arrayContaining(['booking', 'portal', 'call']),
    );
    expect([...ruledOutStems('No fees or deposits through the app, people settle up at the AGM.')]).toEqual(
      expect.arrayContaining(['fees', 'deposit']),
    );
    expect([...ruledOutStems('no more than 8 people per slot')]).toEqual([]);
    expect([...ruledOutStems('I don’t want people to book online, they ring me.')]).toEqual(['book']);
    expect([...ruledOutStems('no need for online booking, regulars just text me')]).toContain('booking');
    expect([...ruledOutStems('We are not interested in taking payments.')]).toContain('payment');
    expect([...ruledOutStems('no booking system please')]).toContain('booking');
    expect([...ruledOutStems('no staff login needed')]).toEqual(expect.arrayContaining(['login']));
    expect([...ruledOutStems('no staff login needed')]).not.toContain('staff');
    // ("no sharing, no accounts, just works on my phone": what follows "just" is what is wanted.)
    expect([...ruledOutStems('no sharing, no accounts, just works on my phone')]).toEqual(['sharing', 'accounts', 'account']);
    expect([...ruledOutStems('no payments through the app, people settle up in cash on the night')]).not.toContain('cash');
    // ("batch no + dose, weather, photos": a number; "no signal, take the photos": a clause after the list.)
    expect([...ruledOutStems('herbicide used + batch no + dose, weather on the day, photos before and after')]).toEqual([]);
    expect([...ruledOutStems('log a job on site with no signal, take the photos, put the metres down')]).toEqual(['signal']);
    expect([...ruledOutStems("except in Lent when we don't have any, cleaning every fortnight")]).toEqual([]);
  });

  it('is not suggested, while what the user named stays', () => {
    const dentist = suggest(
      'Recall reminders for our dental practice: patients due a check-up get a text. We do NOT want online booking or payments.',
    );
    expect(dentist.features.join(' | ')).not.toMatch(/Booking|Payment/);
  });

  it('is not asked about either, with what it takes with it: no booking means no appointments or no-shows', () => {
    const asked = interview(
      'I run a two-person physio clinic. I want to give patients their home exercise plans on their phone with videos, and they tick off what they did. We do not want online booking or payments in this app.',
    ).map((q) => q.text);
    expect(asked.join('\n')).not.toMatch(/appointment|book|pay for|no-show/i);
    expect(asked.length).toBeGreaterThan(5);
  });
});

describe('a label quoted', () => {
  it('“confirm a ‘no action’ decision” rules out no decisions', () => {
    expect([...ruledOutStems("A second officer has to confirm if it's a 'no action' decision on a marginal night.")]).toEqual([]);
    expect([...ruledOutStems('A second officer has to confirm a ‘no action’ decision.')]).toEqual([]);
  });
});

describe('nothing kept about someone', () => {
  it('“must not store any client names or details” rules out the clients as data, and what follows “just” is wanted', () => {
    const stems = [...ruledOutStems('We must not store any client names or details at all, just therapist, room and time.')];
    expect(stems).toContain('client');
    expect(stems).not.toContain('room');
    expect(stems).not.toContain('therapist');
    // ("no staff login": a person is still never ruled out by what they may not do.)
    expect([...ruledOutStems('no staff login')]).not.toContain('staff');
    // (Only the negated verb says nothing is kept: "keep" later in the sentence does not.)
    expect([...ruledOutStems('no client names on the board, we keep everything else private')]).not.toContain('client');
  });

  it('a room-hire diary that keeps nothing about clients is not asked about clients', () => {
    const asked = interview(
      "We're a counselling centre with 5 therapy rooms rented by the hour to about 25 self-employed counsellors. I want therapists to book rooms themselves and get a monthly invoice. Important: we must not store any client names or details at all, just therapist, room and time.",
    ).map((q) => q.text);
    expect(asked.join('\n')).not.toMatch(/\bclients?\b|client’s/i);
    expect(asked.length).toBeGreaterThan(5);
  });

  it('“never see anyone’s address except their own match’s”: the matches are wanted, the addresses are not', () => {
    const stems = [...ruledOutStems("Volunteers must never see anyone's address except their own match's.")];
    expect(stems).toContain('address');
    expect(stems).not.toContain('match');
  });

  it('is not said to a question’s conditions, nor named the product: a public page ruled out at the end of a list', () => {
    const stalker =
      'I manage the deer on nine estates. After every shot I need to record date, ground, species, sex and larder weight on my phone. ' +
      "I don't want any payments, stalking client bookings or a public page.";
    expect(affirmedText(stalker, 'en')).not.toMatch(/public page|payments/);
    expect(affirmedText(stalker, 'en')).toMatch(/larder weight/);
    expect(analyse(knowledge, stalker).reading.product?.text ?? '').not.toMatch(/page/);
    expect(suggest(stalker).features.join(' | ')).not.toMatch(/Public Page|Client Bookings/);
    const audience = firstBatch(stalker, 'Shot Log').settled?.find((q) => /Who will mainly use/.test(q.text));
    expect(audience?.answer).toBe('Just me or my own team');
    // ("Walk-ups only, no online booking": nobody outside books, so the boat hire's own team uses it.)
    const boats = interview(
      'We rent out 8 rowing boats on a lake, by the hour. I’d like a simple screen in the hut showing which boat is out and when it’s due back. Walk-ups only, no online booking.',
    ).find((q) => /Who will mainly use/.test(q.text));
    expect(boats?.recommended).toBe('Just me or my own team');
  });
});
