import { describe, expect, it } from 'vitest';
import { buildBrief } from '../../worker/ai/composer';
import { keptData } from '../../worker/ai/composer/kept-data';
import { interviewWith, knowledge } from './composer-flow';

/** The question about the sheet or file the data is kept in today, as asked in a full interview, if it is. */
function keptQuestion(description: string) {
  return interviewWith(description).asked.find((q) => /you use today\?$/.test(q.text));
}

function keptDecision(description: string) {
  return buildBrief(knowledge, {
    projectDescription: description,
    target: 'lovable',
    features: [{ title: 'Booking Calendar' }],
    answers: {},
    dismissedQuestions: [],
  }).decisions.find((d) => d.label === 'Data kept today');
}

describe('the data kept today', () => {
  it('is named as the user names it', () => {
    expect(keptData('Our members list lives in a shared Google Sheet that nobody updates.', 'en')).toBe('the Google Sheet');
    expect(keptData('Right now it is an Excel export of our old practice software.', 'en')).toBe('the Excel export');
    expect(keptData('the secretary keeps it all in a spreadsheet', 'en')).toBe('the spreadsheet');
    expect(keptData('Bisher steht alles in einer alten Excel-Liste beim Kassenwart.', 'de')).toBe('the spreadsheet');
  });

  it('is not a file the app is asked to make, nor a word that only looks like one', () => {
    expect(keptData('Managers can export the month as a spreadsheet for the accountant.', 'en')).toBeUndefined();
    expect(keptData('Download a CSV of every order at the end of the day.', 'en')).toBeUndefined();
    expect(keptData('Our tutors excel at maths and we want parents to book them.', 'en')).toBeUndefined();
  });

  it('is asked about by name when the description leaves open what happens to it', () => {
    const question = keptQuestion(
      'A booking app for our pottery studio: people book a wheel for an hour and pay a deposit. The bookings are in a spreadsheet the owner keeps.',
    );
    expect(question?.text).toBe('What should happen to the spreadsheet you use today?');
    expect(question?.recommended).toBe('Import it once, then the app takes over');
  });

  it('is settled from the description when it says to build on it, not asked', () => {
    const description =
      'We log the moisture of our grain bins every morning in a Google Sheet that goes back to 2019. Build on it rather than replace it: we want a phone form at the bin and a warning over 15 degrees.';
    expect(keptQuestion(description)).toBeUndefined();
    expect(keptDecision(description)?.statement).toMatch(/writes each new entry back to it/);
  });

  it('is not asked about when nothing is kept in a sheet or file', () => {
    expect(keptQuestion('A booking app for our pottery studio: people book a wheel for an hour and pay a deposit.')).toBe(
      undefined,
    );
  });
});
