package ovvi.herdr.exec;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A child's output, read from its pipe by a platform thread of its own ({@link PipeReaders} says
 * why). Readers of this stream wait on a queue instead, which parks a virtual thread without
 * holding its carrier. The queue is bounded, so a slow reader holds the child back as the pipe
 * would.
 */
final class PumpedInputStream extends InputStream {

	private static final int CHUNK_BYTES = 8192;
	private static final int CHUNKS = 32;
	private static final byte[] END = new byte[0];

	private final InputStream pipe;
	private final BlockingQueue<byte[]> chunks = new ArrayBlockingQueue<>(CHUNKS);
	private volatile IOException failure;
	private byte[] chunk = new byte[0];
	private int position;

	PumpedInputStream(InputStream pipe, String name) {
		this.pipe = pipe;
		PipeReaders.start(name, this::pump);
	}

	private void pump() {
		byte[] buffer = new byte[CHUNK_BYTES];
		try {
			for (int n = pipe.read(buffer); n >= 0; n = pipe.read(buffer)) {
				if (n > 0) {
					chunks.put(Arrays.copyOf(buffer, n));
				}
			}
		} catch (IOException broken) {
			failure = broken;
		} catch (InterruptedException stopped) {
			Thread.currentThread().interrupt();
		} finally {
			endOfOutput();
		}
	}

	/** The end must reach the reader even when the queue is full: a slow reader takes it last. */
	private void endOfOutput() {
		boolean interrupted = false;
		while (true) {
			try {
				chunks.put(END);
				break;
			} catch (InterruptedException again) {
				interrupted = true;
			}
		}
		if (interrupted) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public int read() throws IOException {
		return nextChunk() ? chunk[position++] & 0xff : -1;
	}

	@Override
	public int read(byte[] bytes, int offset, int length) throws IOException {
		if (length == 0) {
			return 0;
		}
		if (!nextChunk()) {
			return -1;
		}
		int n = Math.min(length, chunk.length - position);
		System.arraycopy(chunk, position, bytes, offset, n);
		position += n;
		return n;
	}

	@Override
	public int available() {
		return chunk == END ? 0 : chunk.length - position;
	}

	/** Makes {@link #chunk} hold unread bytes; false at the end of the output. */
	private boolean nextChunk() throws IOException {
		while (chunk != END && position == chunk.length) {
			try {
				chunk = chunks.take();
			} catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
				throw new InterruptedIOException("interrupted while waiting for the child's output");
			}
			position = 0;
		}
		if (chunk == END) {
			// the end stays for every later read
			chunks.offer(END);
			if (failure != null) {
				throw failure;
			}
			return false;
		}
		return true;
	}

	@Override
	public void close() throws IOException {
		pipe.close();
	}
}
