/** A player as player support finds them. */
export const supportPlayer = {
  Id: '77777777-7777-4777-8777-777777777777',
  Email: 'sam@example.org',
  FirstName: 'Samantha',
  LastName: 'Quill',
  Phone: '902-555-0177',
  CreatedOn: '2026-11-01T12:00:00Z',
  CharityName: 'Food Bank',
};
