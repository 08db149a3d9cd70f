import { solveChallenge } from 'altcha-lib/v1';

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** A solved ALTCHA challenge, as the app's widget sends it, from GET /api/captcha/challenge. */
export async function solvedCaptcha(challengeJson: () => Promise<string>): Promise<string> {
  const challenge = JSON.parse(await challengeJson()) as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({
      algorithm,
      challenge: challenge.challenge,
      number: solution?.number,
      salt,
      signature,
    }),
  ).toString('base64');
}
