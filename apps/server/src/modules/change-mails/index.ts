/** What other modules may use of change-mails: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { announceDecision, announceProposal, answerProposal, type MailedChange } from './change-mails';
export { approversOf } from './change-mails.repository';
