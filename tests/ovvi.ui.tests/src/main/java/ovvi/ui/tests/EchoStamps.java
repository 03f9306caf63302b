package ovvi.ui.tests;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Where one keystroke's echo is, in {@link System#nanoTime()}: the key reached SWT, its bytes
 * left for the terminal's other end, the first bytes came back, TM's text model changed, the
 * widget's poll of the model took the change (then it paints). Each is the first after
 * {@link #arm}; the threads that see them set them.
 */
final class EchoStamps {

	final AtomicLong key = new AtomicLong();
	final AtomicLong sent = new AtomicLong();
	final AtomicLong back = new AtomicLong();
	final AtomicLong model = new AtomicLong();
	final AtomicLong polled = new AtomicLong();

	void arm() {
		key.set(0);
		sent.set(0);
		back.set(0);
		model.set(0);
		polled.set(0);
	}

	/** The bytes went out: kept only for the first write after the key. */
	void sent() {
		if (key.get() != 0) {
			sent.compareAndSet(0, System.nanoTime());
		}
	}

	/** Bytes came back: kept only for the first read after the bytes went out. */
	void back() {
		if (sent.get() != 0) {
			back.compareAndSet(0, System.nanoTime());
		}
	}
}
