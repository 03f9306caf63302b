package ovvi.herdr.testing;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Named pipes, for a stand-in script that tells a test where it is and waits for it: its write
 * blocks until the test reads, its read until the test writes.
 */
public final class Fifos {

	private Fifos() {
	}

	public static Path make(Path path) throws IOException, InterruptedException {
		Process mkfifo = new ProcessBuilder("mkfifo", "-m", "600", path.toString()).inheritIO().start();
		if (mkfifo.waitFor() != 0) {
			throw new IOException("mkfifo " + path + " failed");
		}
		return path;
	}
}
