package ovvi.sim.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The laid-out bin/herdr finds its Java as the product's `ovvi` does: a machine whose `java` on
 * PATH is 17 and whose JDK 21+ sits only in a JDK folder (as /usr/lib/jvm) still runs it.
 */
class LauncherJavaDistIT {

	private static final Path HERDR = Path.of("target/herdr/bin/herdr").toAbsolutePath();

	@TempDir
	Path dir;

	@Test
	void aJdkInTheJdkFoldersRunsItWhenPathsJavaIsTooOld() throws Exception {
		Path jdks = Files.createDirectories(dir.resolve("jvm"));
		Files.createSymbolicLink(jdks.resolve("jdk-current"), Path.of(System.getProperty("java.home")));

		Result r = run(Map.of("PATH", oldJavaFolder() + ":/usr/bin:/bin", "OVVI_JDK_SEARCH", jdks.toString()));

		assertEquals(0, r.exit, r.err);
		assertTrue(r.out.startsWith("herdr "), r.out);
	}

	@Test
	void withoutJava21ItNamesTheJavaItFound() throws Exception {
		Path old = oldJavaFolder();

		Result r = run(Map.of("PATH", old + ":/usr/bin:/bin", "OVVI_JDK_SEARCH", ""));

		assertEquals(1, r.exit);
		assertEquals("herdr: the simulator needs Java 21 or newer; found " + old.resolve("java")
				+ " (Java 17). Install a JDK 21+ or set JAVA_HOME to one.\n", r.err);
	}

	/** A folder whose `java` is a Java 17 (its JDK's release file says so). */
	private Path oldJavaFolder() throws IOException {
		Path jdk = Files.createDirectories(dir.resolve("jdk-17/bin"));
		Files.writeString(jdk.getParent().resolve("release"), "JAVA_VERSION=\"17.0.9\"\n");
		Path java = Files.writeString(jdk.resolve("java"), "#!/bin/sh\necho 'openjdk version \"17.0.9\"' >&2\n");
		assertTrue(java.toFile().setExecutable(true));
		return jdk;
	}

	private record Result(int exit, String out, String err) {
	}

	private Result run(Map<String, String> env) throws Exception {
		ProcessBuilder pb = new ProcessBuilder(HERDR.toString(), "--version");
		pb.environment().remove("JAVA_HOME");
		pb.environment().remove("OVVI_JAVA");
		pb.environment().putAll(env);
		pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
		Process p = pb.start();
		// both pipes are small here; read them whole after the exit
		assertTrue(p.waitFor(60, TimeUnit.SECONDS), "bin/herdr --version ended");
		return new Result(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
				new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
	}
}
