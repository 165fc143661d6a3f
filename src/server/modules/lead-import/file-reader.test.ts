import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding } from './file-reader';

describe('sniffing a CSV file', () => {
  it.each([
    ['Name,Mobile\nA,1\n', ','],
    ['Name;Mobile;City\nA;1;Pune\n', ';'],
    ['Name\tMobile\nA\t1\n', '\t'],
    ['Name|Mobile\nA|1\n', '|'],
    ['"Sharma, Priya";9822012345\n"Rao, Ravi";9822012346\n', ';'],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('tells UTF-8 from Windows-1252, even with a character cut at the end of the chunk', () => {
    expect(detectEncoding(Buffer.from('Name\nनाव'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from('Name\nनाव').subarray(0, 8))).toBe('utf-8');
    expect(detectEncoding(Buffer.from([0x4a, 0x6f, 0x73, 0xe9, 0x0a]))).toBe('windows-1252');
  });
});
