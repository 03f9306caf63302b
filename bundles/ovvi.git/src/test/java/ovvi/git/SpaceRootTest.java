package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class SpaceRootTest {

	@Test
	void theCheckoutPathComesBeforeTheFirstPanesCwd() {
		assertEquals(Optional.of(new SpaceRoot("w", "/repo")), SpaceRoot.of("w", "/repo", "/repo/src"));
		assertEquals(Optional.of(new SpaceRoot("w", "/repo/src")), SpaceRoot.of("w", null, "/repo/src"));
		assertEquals(Optional.of(new SpaceRoot("w", "/repo/src")), SpaceRoot.of("w", "", "/repo/src"));
		assertEquals(Optional.empty(), SpaceRoot.of("w", null, null));
	}
}
