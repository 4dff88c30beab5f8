// Text a visitor typed, matched literally inside a LIKE pattern: its wildcards and the escape
// character itself lose their meaning.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
