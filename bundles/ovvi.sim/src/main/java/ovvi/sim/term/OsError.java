package ovvi.sim.term;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Rust's io::Error text for a failed Unix socket connect, as herdr prints it. */
public final class OsError {

	private OsError() {
	}

	public static String describe(IOException e, Path socket) {
		if (!Files.exists(socket)) {
			return "No such file or directory (os error 2)";
		}
		String m = String.valueOf(e.getMessage());
		if (m.contains("Permission denied")) {
			return "Permission denied (os error 13)";
		}
		return "Connection refused (os error 111)";
	}
}
