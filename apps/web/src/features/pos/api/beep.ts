/** The "paid" sound: a short Web Audio beep (no asset to load); silent where audio is not allowed. */
export function beep(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    tone.connect(gain).connect(audio.destination);
    tone.onended = () => void audio.close();
    tone.start();
    tone.stop(audio.currentTime + 0.4);
  } catch {
    // No audio here (an old browser, a page never touched): the screen alone says Paid.
  }
}
