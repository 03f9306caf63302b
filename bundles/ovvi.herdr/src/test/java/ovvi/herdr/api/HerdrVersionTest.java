package ovvi.herdr.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

class HerdrVersionTest {

	@Test
	void gatesAtZeroNineThree() {
		assertTrue(HerdrVersion.parse("0.9.3").isSupported());
		assertTrue(HerdrVersion.parse("0.9.5-preview.12").isSupported());
		assertTrue(HerdrVersion.parse("1.0").isSupported());
		assertFalse(HerdrVersion.parse("0.9.2").isSupported());
		assertFalse(HerdrVersion.parse("0.8.2").isSupported());
		assertEquals("herdr 0.8.2 is too old; 0.9.3 or newer needed.", HerdrVersion.parse("0.8.2").tooOld());
		assertNull(HerdrVersion.parse("nightly"));
	}

	@Test
	void readsTheSnapshotLeniently() {
		var snapshot = JsonParser.parseString("{\"type\":\"session_snapshot\",\"snapshot\":{\"version\":\"0.9.5\",\"protocol\":21,"
				+ "\"future_field\":[1,2],\"workspaces\":[]}}").getAsJsonObject();
		assertEquals(new HerdrVersion(0, 9, 5, "0.9.5"), HerdrVersion.of(snapshot));
		assertEquals("0.8.2", HerdrVersion.of(JsonParser.parseString("{\"type\":\"pong\",\"version\":\"0.8.2\"}").getAsJsonObject()).text());
		assertNull(HerdrVersion.of(JsonParser.parseString("{\"snapshot\":{}}").getAsJsonObject()));
	}
}
