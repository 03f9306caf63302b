package ovvi.ui.tests;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * A file of mixed ANSI output, as a busy program's: 16, 256 and true colours, bold and reverse,
 * cursor moves and erases within the screen, and long lines that wrap many times. The same seed
 * gives the same file, so every run cats the same bytes.
 */
final class AnsiFile {

	private static final String ESC = "\u001b[";
	private static final String WORDS = "agent herdr pane build test ok fail warn src main java ovvi tm terminal";

	private AnsiFile() {
	}

	/** Writes at least {@code bytes} bytes of it (ASCII, so characters are bytes), ending in a reset. */
	static Path write(Path file, long bytes) throws IOException {
		Random random = new Random(14);
		String[] words = WORDS.split(" ");
		long written = 0;
		try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
			StringBuilder line = new StringBuilder(4096);
			while (written < bytes) {
				line.setLength(0);
				switch (random.nextInt(4)) {
				case 0 -> { // a long line, wrapped by the terminal
					int length = 300 + random.nextInt(2700);
					while (line.length() < length) {
						line.append(words[random.nextInt(words.length)]).append(' ');
					}
				}
				case 1 -> { // cursor moves: up and back down, right, left, erase to the end
					line.append(ESC).append(1 + random.nextInt(3)).append('A').append("updated")
							.append(ESC).append(1 + random.nextInt(3)).append('B')
							.append(ESC).append(random.nextInt(20)).append('C').append("progress ")
							.append(random.nextInt(100)).append('%').append(ESC).append(3).append('D')
							.append(ESC).append('K').append('\r').append(ESC).append("2K").append("status line");
				}
				default -> { // coloured words
					for (int word = 0; word < 8 + random.nextInt(16); word++) {
						switch (random.nextInt(5)) {
						case 0 -> line.append(ESC).append(31 + random.nextInt(7)).append('m');
						case 1 -> line.append(ESC).append("38;5;").append(random.nextInt(256)).append('m');
						case 2 -> line.append(ESC).append("38;2;").append(random.nextInt(256)).append(';')
								.append(random.nextInt(256)).append(';').append(random.nextInt(256)).append('m');
						case 3 -> line.append(ESC).append("1;").append(41 + random.nextInt(7)).append('m');
						default -> line.append(ESC).append("7m");
						}
						line.append(words[random.nextInt(words.length)]).append(ESC).append("0m ");
					}
				}
				}
				line.append('\n');
				out.append(line);
				written += line.length();
			}
			out.append(ESC).append("0m\n");
		}
		return file;
	}
}
