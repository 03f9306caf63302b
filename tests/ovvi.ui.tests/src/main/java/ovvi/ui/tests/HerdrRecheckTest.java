package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import ovvi.testing.SimServer;
import ovvi.testing.TempHome;
import ovvi.ui.install.HerdrSetup;
import ovvi.ui.install.SetupState;

/** While herdr is missing, the login shell is asked again, so a herdr installed in a terminal is found. */
class HerdrRecheckTest {

	@Test
	void aHerdrInstalledWhileTheInstallPageShowsIsFound() throws Exception {
		Path home = Files.createTempDirectory(Path.of("/tmp"), "ovvi-recheck");
		try {
			Map<String, String> environment = TempHome.environment(home, "/bin/bash");
			BlockingQueue<SetupState> states = new LinkedBlockingQueue<>();
			// asked again every second here instead of 30 s, so the test does not wait half a minute
			HerdrSetup setup = new HerdrSetup(environment, () -> "true", null, states::add, Duration.ofSeconds(1));
			setup.check();
			assertInstanceOf(SetupState.Checking.class, states.poll(60, TimeUnit.SECONDS));
			assertInstanceOf(SetupState.Missing.class, states.poll(60, TimeUnit.SECONDS));
			// installed by hand where herdr's installer puts it
			Path herdr = SimServer.installIn(home);
			SetupState found = states.poll(60, TimeUnit.SECONDS);
			assertEquals(new SetupState.Found(herdr.toString()), found);
			setup.close();
		} finally {
			try (Stream<Path> files = Files.walk(home)) {
				files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
			}
		}
	}
}
