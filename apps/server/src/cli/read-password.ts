/**
 * Reads a password without it ever appearing on a command line (where `ps` and the shell history
 * would keep it): from a terminal, a prompt that does not echo, asked twice; from a pipe or a file,
 * the first line of standard input (`printf '%s\n' "$PASSWORD" | npm run admin -- …`).
 */
export async function readPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const first = await promptHidden(input, output, 'Password: ');
  const second = await promptHidden(input, output, 'Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function promptHidden(input: NodeJS.ReadStream, output: NodeJS.WritableStream, question: string) {
  return new Promise<string>((resolve, reject) => {
    output.write(question);
    let typed = '';
    input.setRawMode(true);
    input.resume();
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
