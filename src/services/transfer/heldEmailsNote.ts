/** What a restore tells the owner of the queued emails it held (the admin's import report, the shell's restore). */
export const heldEmailsNote = (held: number) =>
  `${held} ${held === 1 ? 'email' : 'emails'} queued in the backup ${held === 1 ? 'is' : 'are'} held: nothing is sent until you release ${held === 1 ? 'it' : 'them'} in Emails.`;
