/**
 * The server of the community browser test (community.e2e.ts): server/src/main.ts with the image
 * captcha's answer fixed by E2E_CAPTCHA_ANSWER. The invitee registers on share_1, which asks for
 * the captcha; a person reads it off the picture, the test cannot (the answer is stored only as a
 * hash, and the server runs in its own process), so it is told the answer instead. The server's
 * own tests do the same in-process (server/src/modules/testing.ts watchCaptchas).
 */
import { captchaAnswers } from '../../server/src/modules/auth/captcha.image';
import '../../server/src/main';

const answer = process.env.E2E_CAPTCHA_ANSWER;
// main.ts starts listening asynchronously: the first captcha is drawn long after this line.
if (answer) captchaAnswers.next = () => answer;
