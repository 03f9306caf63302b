package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One login shell that reads an envelope a line and evaluates each on its own, as
 * {@code $SHELL -c <envelope>} would, then prints an end marker: many runs for one shell start,
 * each run's output still told apart. Every printed element ends with NUL.
 */
final class EnvelopeDriver {

	static final String END_OF_RUN = "ovvi-end-of-run";

	private EnvelopeDriver() {
	}

	/** The driver's script: each envelope evaluated as the shell's own code. */
	static String evaluating(String shell) {
		return fish(shell)
				? "while read -l line; eval $line </dev/null; printf '%s\\0' " + END_OF_RUN + "; end"
				: "while IFS= read -r line; do eval \"$line\" </dev/null; printf '%s\\0' " + END_OF_RUN + "; done";
	}

	/**
	 * The driver with sh as a function of the shell that prints its arguments: what the shell
	 * would start sh with, parsed from the envelope by the shell itself.
	 */
	static String probingSh(String shell) {
		return fish(shell)
				? "function sh; printf '%s\\0' $argv; end; " + evaluating(shell)
				: "sh() { printf '%s\\0' \"$@\"; }; " + evaluating(shell);
	}

	private static boolean fish(String shell) {
		return shell.endsWith("/fish");
	}

	/**
	 * Runs the driver over the envelopes (one a line) in the folder given and returns its stdout.
	 * A broken envelope may run anything, so the folder is a throwaway one.
	 */
	static byte[] run(String shell, String script, Map<String, String> environment, Path folder, String envelopes)
			throws IOException, InterruptedException {
		ProcessBuilder builder = new ProcessBuilder(shell, "-c", script).directory(folder.toFile());
		builder.environment().clear();
		builder.environment().putAll(environment);
		Path errors = Files.createTempFile(folder, "driver", ".err");
		builder.redirectError(errors.toFile());
		Process driver = builder.start();
		Thread writer = Thread.ofVirtual().start(() -> {
			try (OutputStream stdin = driver.getOutputStream()) {
				stdin.write(envelopes.getBytes(StandardCharsets.US_ASCII));
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		});
		byte[] output = driver.getInputStream().readAllBytes();
		writer.join();
		assertEquals(0, driver.waitFor(), shell + " failed: " + Files.readString(errors));
		return output;
	}

	static byte[] runUnchecked(String shell, String script, Map<String, String> environment, Path folder, String envelopes) {
		try {
			return run(shell, script, environment, folder, envelopes);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(e);
		}
	}

	/** The output must be each run's elements and then the end marker, in order, and nothing more. */
	static void assertEachRun(String what, List<List<String>> expected, byte[] output) {
		List<String> elements = new ArrayList<>();
		int start = 0;
		for (int i = 0; i < output.length; i++) {
			if (output[i] == 0) {
				elements.add(new String(output, start, i - start, StandardCharsets.UTF_8));
				start = i + 1;
			}
		}
		int at = 0;
		for (int run = 0; run < expected.size(); run++) {
			List<String> sent = new ArrayList<>(expected.get(run));
			sent.add(END_OF_RUN);
			int end = Math.min(at + sent.size(), elements.size());
			List<String> back = elements.subList(at, end);
			if (!sent.equals(back)) {
				fail("run " + run + " through " + what + ": sent " + quoted(sent) + ", got back " + quoted(back));
			}
			at = end;
		}
		assertEquals(elements.size(), at, "nothing after the last run through " + what);
		assertEquals(start, output.length, "every element ends with NUL through " + what);
	}

	private static List<String> quoted(List<String> elements) {
		return elements.stream().map(element -> '«' + element + '»').toList();
	}
}
