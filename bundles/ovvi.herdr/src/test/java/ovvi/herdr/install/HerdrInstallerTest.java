package ovvi.herdr.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/** The installer's logic with a -herdrInstall command: no test runs herdr's real installer. */
class HerdrInstallerTest {

	@TempDir
	Path home;

	@Test
	void aSuccessfulInstallIsFoundByTheLoginShellAgain() throws Exception {
		Path source = TempHome.writeScript(home.resolve("dist/herdr"), "#!/bin/sh\necho herdr\n");
		LocalExec exec = LocalExec.start(TempHome.environment(home, "/bin/sh"));
		assertEquals(null, exec.herdr());
		List<String> shown = new ArrayList<>();
		String command = "printf '\\033[32mDownloading\\033[0m 10%%\\r\\033[32mDownloading\\033[0m 100%%\\n'; "
				+ "echo 'to stderr' >&2; mkdir -p \"$HOME/.local/bin\" && cp '" + source + "' \"$HOME/.local/bin/herdr\"";
		HerdrInstaller.Outcome outcome = new HerdrInstaller(exec).install(command, shown::add);
		assertEquals(new HerdrInstaller.Outcome.Installed(home.resolve(".local/bin/herdr").toString()), outcome);
		assertEquals(List.of("Downloading 10%", "Downloading 100%", "to stderr"), shown);
	}

	@Test
	void aFailedInstallKeepsItsLastSixLinesAndTheReason() throws Exception {
		LocalExec exec = LocalExec.start(TempHome.environment(home, "/bin/sh"));
		HerdrInstaller.Outcome outcome = new HerdrInstaller(exec).install("for i in 1 2 3 4 5 6 7 8; do echo line $i; done; exit 3", line -> {});
		HerdrInstaller.Outcome.Failed failed = assertInstanceOf(HerdrInstaller.Outcome.Failed.class, outcome);
		assertEquals(List.of("line 3", "line 4", "line 5", "line 6", "line 7", "line 8"), failed.lastLines());
		assertTrue(failed.reason().contains("status 3"), failed.reason());
	}

	@Test
	void aFailedFirstStageOfAPipeFailsTheInstallWhereShHasPipefail() throws Exception {
		// Debian's sh (dash) has no pipefail; bash as sh has it
		Path bin = Files.createDirectories(home.resolve("bin"));
		Files.createSymbolicLink(bin.resolve("sh"), Path.of("/bin/bash"));
		Files.writeString(home.resolve(".profile"), "export PATH=\"$HOME/bin:$PATH\"\n");
		LocalExec exec = LocalExec.start(TempHome.environment(home, "/bin/sh"));
		assertEquals("bash", exec.run(List.of("sh", "-c", "echo ${BASH_VERSION:+bash}")).readLine(), "sh is bash here");
		// as a curl that fails: the sh after it reads nothing and exits 0
		HerdrInstaller.Outcome outcome = new HerdrInstaller(exec).install("false | sh", line -> {});
		HerdrInstaller.Outcome.Failed failed = assertInstanceOf(HerdrInstaller.Outcome.Failed.class, outcome);
		assertEquals("the installer exited with status 1 on this computer", failed.reason());
	}

	@Test
	void anInstallThatLeavesNoHerdrFails() throws Exception {
		LocalExec exec = LocalExec.start(TempHome.environment(home, "/bin/sh"));
		HerdrInstaller.Outcome outcome = new HerdrInstaller(exec).install("echo done", line -> {});
		HerdrInstaller.Outcome.Failed failed = assertInstanceOf(HerdrInstaller.Outcome.Failed.class, outcome);
		assertTrue(failed.reason().contains("still finds no herdr"), failed.reason());
		assertEquals(List.of("done"), failed.lastLines());
		assertTrue(Files.notExists(home.resolve(".local/bin/herdr")));
	}
}
