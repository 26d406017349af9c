/** What other modules may use of users: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { hasAdmin, insertAdmin, insertUser, listUsers, searchUsers } from './users.repository';
export { createUser, deleteUser, sendVerification } from './users.service';
