package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import ovvi.herdr.testing.Shells;
import ovvi.testing.TempHome;

/**
 * Random argv through the envelope as sshd hands it to each login shell ({@code $SHELL -c
 * <envelope>}): every element, argv[0] included, must come back byte-identical, each argv from
 * an envelope run of its own.
 *
 * <p>A whole run costs an sh and a base64 process, about 4 ms of CPU here, so ten thousand of
 * them for each of four shells would take minutes. So the runs are checked in two halves that
 * meet exactly: each login shell parses each of ten thousand envelopes on its own into the argv
 * it starts sh with, which must be the envelope's; and sh, as the login shell, runs all ten
 * thousand whole. A sample of whole runs through each shell shows that the halves meet.
 */
class EnvelopePropertyTest {

	static final List<String> SHELLS = Shells.LOGIN_SHELLS;
	private static final int RANDOM_ARGV = 10_000;
	private static final int WHOLE_RUNS_PER_SHELL = 250;
	/** The envelope's sh script, as the login shell must hand it to sh. */
	private static final String SH_SCRIPT = "eval \"$(printf %s \"$1\" | base64 -d)\"";

	@TempDir
	static Path home;
	private static EnvelopeRuns runs;

	@BeforeAll
	static void randomArgv() throws Exception {
		runs = EnvelopeRuns.random(new RandomArgv(new Random(4)), RANDOM_ARGV, home.resolve("bin"));
	}

	@ParameterizedTest
	@FieldSource("SHELLS")
	void eachLoginShellHandsShEachOfTenThousandEnvelopesUnchanged(String shell) throws Exception {
		Shells.require(shell);
		List<List<String>> expected = new ArrayList<>();
		for (EnvelopeRuns.Run run : runs) {
			expected.add(shArgvOf(run.envelope()));
		}
		// sh is the shell's own function here: it prints what sh would be started with
		byte[] output = EnvelopeDriver.run(shell, EnvelopeDriver.probingSh(shell), environment(shell), home, runs.envelopes(0, runs.size()));
		EnvelopeDriver.assertEachRun(shell + ", sh's argv", expected, output);
	}

	@Test
	void tenThousandRandomArgvComeBackByteIdenticalThroughShAsTheLoginShell() throws Exception {
		String shell = "/bin/sh";
		int half = runs.size() / 2;
		// two drivers at once, one per core
		CompletableFuture<byte[]> second = CompletableFuture.supplyAsync(() -> EnvelopeDriver.runUnchecked(shell,
				EnvelopeDriver.evaluating(shell), environment(shell), home, runs.envelopes(half, runs.size())));
		byte[] first = EnvelopeDriver.run(shell, EnvelopeDriver.evaluating(shell), environment(shell), home, runs.envelopes(0, half));
		EnvelopeDriver.assertEachRun(shell, runs.printed(0, half), first);
		EnvelopeDriver.assertEachRun(shell, runs.printed(half, runs.size()), second.join());
	}

	@ParameterizedTest
	@FieldSource("SHELLS")
	void wholeRunsThroughEachLoginShellComeBackByteIdentical(String shell) throws Exception {
		Shells.require(shell);
		int from = SHELLS.indexOf(shell) * WHOLE_RUNS_PER_SHELL;
		byte[] output = EnvelopeDriver.run(shell, EnvelopeDriver.evaluating(shell), environment(shell), home,
				runs.envelopes(from, from + WHOLE_RUNS_PER_SHELL));
		EnvelopeDriver.assertEachRun(shell, runs.printed(from, from + WHOLE_RUNS_PER_SHELL), output);
	}

	/**
	 * The inline envelope at its limit: an argv whose base64 just fits travels as the login
	 * shell's one argument; one more character sends it on stdin.
	 */
	@ParameterizedTest
	@FieldSource("SHELLS")
	void theLargestInlineEnvelopeAndTheSmallestOnStdinComeBack(String shell) throws Exception {
		Shells.require(shell);
		int[] codePoints = new RandomArgv(new Random(~shell.hashCode())).text(60_000).codePoints().toArray();
		int low = 0;
		int high = codePoints.length;
		while (low < high) {
			int middle = (low + high + 1) / 2;
			if (Envelope.of(printf(new String(codePoints, 0, middle))).stdinLine() == null) {
				low = middle;
			} else {
				high = middle - 1;
			}
		}
		String largestInline = new String(codePoints, 0, low);
		assertNull(Envelope.of(printf(largestInline)).stdinLine());
		assertRoundTrip(shell, List.of(largestInline, ""));
		String smallestOnStdin = new String(codePoints, 0, low + 1);
		assertNotNull(Envelope.of(printf(smallestOnStdin)).stdinLine());
		assertRoundTrip(shell, List.of(smallestOnStdin, ""));
	}

	@ParameterizedTest
	@FieldSource("SHELLS")
	void hundredKilobyteAndEmptyElementsComeBack(String shell) throws Exception {
		Shells.require(shell);
		RandomArgv random = new RandomArgv(new Random(7));
		StringBuilder big = new StringBuilder();
		while (big.length() < 100_000) {
			big.append(random.text(1));
		}
		assertRoundTrip(shell, List.of("", big.toString(), "", "x".repeat(100_000)));
	}

	/** What the login shell must start sh with for an inline envelope. */
	private static List<String> shArgvOf(Envelope envelope) {
		return List.of("-c", SH_SCRIPT, "sh", envelope.commandLine().substring(Envelope.INLINE.length()));
	}

	private static List<String> printf(String element) {
		return List.of("printf", "%s\\0", element, "");
	}

	/** The shell's environment, with the random commands last on PATH: sh and base64 stay the system's. */
	private static Map<String, String> environment(String shell) {
		Map<String, String> environment = TempHome.environment(home, shell);
		environment.put("PATH", "/usr/local/bin:/usr/bin:/bin:" + runs.commands());
		return environment;
	}

	/** One envelope as sshd runs it: the login shell with the envelope as its one argument, and stdin. */
	private static void assertRoundTrip(String shell, List<String> elements) throws IOException, InterruptedException {
		List<String> argv = new ArrayList<>(List.of("printf", "%s\\0"));
		argv.addAll(elements);
		Envelope envelope = Envelope.of(argv);
		ProcessBuilder builder = new ProcessBuilder(shell, "-c", envelope.commandLine()).directory(home.toFile());
		builder.environment().clear();
		builder.environment().putAll(TempHome.environment(home, shell));
		builder.redirectError(ProcessBuilder.Redirect.INHERIT);
		Process process = builder.start();
		try (OutputStream stdin = process.getOutputStream()) {
			if (envelope.stdinLine() != null) {
				stdin.write((envelope.stdinLine() + "\n").getBytes(StandardCharsets.US_ASCII));
			}
		}
		byte[] output = process.getInputStream().readAllBytes();
		assertEquals(0, process.waitFor(), shell + " failed");
		String text = new String(output, StandardCharsets.UTF_8);
		List<String> back = new ArrayList<>(List.of(text.split("\0", -1)));
		back.removeLast();
		assertEquals(elements, back, "through " + shell);
	}
}
