package ovvi.cards.explorer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The awkward folder every listing test reads, on this computer or the sshd's home. */
final class Folders {

	static final List<String> NAMES = List.of("with space.txt", "line\nbreak", "quote'\"s", "ünïcödé ✓", "-starts-with-dash", ".hidden");

	private Folders() {
	}

	static Path awkward(Path dir) throws Exception {
		Files.createDirectories(dir.resolve("sub folder"));
		for (String name : NAMES) {
			Files.writeString(dir.resolve(name), "content of " + name);
		}
		Files.createSymbolicLink(dir.resolve("loop"), dir.resolve("loop"));
		Files.createSymbolicLink(dir.resolve("to sub"), dir.resolve("sub folder"));
		return dir;
	}

	static void manyEntries(Path dir, int count) throws Exception {
		Files.createDirectories(dir);
		for (int i = 0; i < count; i++) {
			Files.createFile(dir.resolve("file-" + i + ".txt"));
		}
	}
}
