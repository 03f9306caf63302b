package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import ovvi.herdr.testing.Shells;
import ovvi.testing.TempHome;

/**
 * Random argv through each login shell's handling of the envelope, as sshd does it
 * ({@code $SHELL -c <envelope>}): every element must come back byte-identical.
 */
class EnvelopePropertyTest {

    static final List<String> SHELLS = Shells.LOGIN_SHELLS;
    private static final int ARGV_PER_SHELL = 10_000;
    private static final String[] NASTY = { "'", "\"", "\n", "$(id)", "`id`", "*", "?", "[a]", "~", "$HOME", "\\", "\t",
            " ", "%s", "-n", "--", "!", ";", "|", "&", "{}", "é", "日本", "😀", "\u202e", "\r", "#", "'\\''", "$1", "%" };

    @TempDir
    Path home;

    @ParameterizedTest
    @FieldSource("SHELLS")
    void randomArgvComeBackByteIdentical(String shell) throws Exception {
        Shells.require(shell);
        Random random = new Random(shell.hashCode());
        List<String> batch = new ArrayList<>();
        int batchBytes = 0;
        for (int i = 0; i < ARGV_PER_SHELL; i++) {
            List<String> argv = randomArgv(random);
            batch.addAll(argv);
            batchBytes += argv.stream().mapToInt(String::length).sum() + 4 * argv.size();
            if (batchBytes > 40_000 || i == ARGV_PER_SHELL - 1) {
                assertRoundTrip(shell, batch);
                batch.clear();
                batchBytes = 0;
            }
        }
    }

    @ParameterizedTest
    @FieldSource("SHELLS")
    void hundredKilobyteAndEmptyElementsComeBack(String shell) throws Exception {
        Shells.require(shell);
        Random random = new Random(7);
        StringBuilder big = new StringBuilder();
        while (big.length() < 100_000) {
            big.append(NASTY[random.nextInt(NASTY.length)]);
        }
        assertRoundTrip(shell, List.of("", big.toString(), "", "x".repeat(100_000)));
    }

    private List<String> randomArgv(Random random) {
        int count = 1 + random.nextInt(4);
        List<String> argv = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            StringBuilder element = new StringBuilder();
            int parts = random.nextInt(6);
            for (int p = 0; p < parts; p++) {
                switch (random.nextInt(3)) {
                    case 0 -> element.append(NASTY[random.nextInt(NASTY.length)]);
                    case 1 -> element.appendCodePoint(randomCodePoint(random));
                    default -> element.append((char) ('a' + random.nextInt(26)));
                }
            }
            argv.add(element.toString());
        }
        return argv;
    }

    private static int randomCodePoint(Random random) {
        while (true) {
            int codePoint = 1 + random.nextInt(0x1FFFF);
            if (Character.isDefined(codePoint) && (codePoint < 0xD800 || codePoint > 0xDFFF)) {
                return codePoint;
            }
        }
    }

    /** One envelope per batch: printf writes each element followed by NUL. */
    private void assertRoundTrip(String shell, List<String> elements) throws IOException, InterruptedException {
        List<String> argv = new ArrayList<>(List.of("printf", "%s\\0"));
        argv.addAll(elements);
        Envelope envelope = Envelope.of(argv);
        ProcessBuilder builder = new ProcessBuilder(shell, "-c", envelope.commandLine());
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
        List<String> back = new ArrayList<>(Arrays.asList(text.split("\0", -1)));
        back.removeLast();
        assertEquals(elements, back, "through " + shell);
    }
}
