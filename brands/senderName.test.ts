import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_SENDER_NAME_LENGTH, senderNameProblem } from './index';

describe('the sender name of a brand e-mail', () => {
  it('takes plain names of any script, initials and emoji', () => {
    for (const name of ['Emma', 'J.R.R. Tolkien', 'Mr. Smith', "Anne-Marie O'Neil", 'Zoë & Chloé', '李小龙', 'Emma 😀', 'Anna.Maria', 'Dr.Müller', 'Emma (Mum).', 'E'.repeat(MAX_SENDER_NAME_LENGTH)]) {
      assert.equal(senderNameProblem(name), null, name);
    }
  });

  it('requires a name', () => {
    for (const name of ['', '   ']) assert.equal(senderNameProblem(name), 'REQUIRED');
  });

  it('refuses hidden characters, web addresses and long names', () => {
    const names = ['Emma \u202Egnp.exe', 'Emma\u2066x\u2069', 'Emma\u200E', 'Emma\u061C', 'Photo\u200BPrint', 'Photo\u200DPrint', 'Photo\u2060Print',
      '\uFEFFPhotoPrint', 'Emma\u0007', 'Emma\nPhotoPrint', 'Emma\u2028', 'verify at https://evil.example/v', 'Visit www.evil', 'evil-example.co.uk',
      'ｗｗｗ．evil．com', 'PhotoPrint.de support', 'evil.example', 'Emma from photo-print.shop', 'PHOTOPRINT.COM', 'mailto:x', 'E'.repeat(MAX_SENDER_NAME_LENGTH + 1)];
    for (const name of names) assert.equal(senderNameProblem(name), 'INVALID', JSON.stringify(name));
  });
});
