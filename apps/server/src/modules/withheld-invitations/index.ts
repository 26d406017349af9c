/** What other modules may use of withheld-invitations: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { deleteWithheld, insertWithheld, markWithheldAgain, updateWithheldStaff } from './withheld-invitations.repository';
export { addressStanding, mailWithheldNotice } from './withheld-invitations.service';
