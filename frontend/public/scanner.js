// The static barcode scanner opened by 'Scanner Google'. It reads a code with the camera where the
// browser offers BarcodeDetector, or takes a typed one, looks it up and opens the product in the
// inventory. A separate file (no inline script) so the page works under the app's CSP.
"use strict";

(function () {
  var form = document.getElementById("code-form");
  var input = document.getElementById("code");
  var button = document.getElementById("search-button");
  var statusLine = document.getElementById("status");
  var results = document.getElementById("results");
  var cameraSection = document.getElementById("camera-section");
  var noCamera = document.getElementById("no-camera");
  var video = document.getElementById("video");
  var startButton = document.getElementById("start-camera");
  var stopButton = document.getElementById("stop-camera");
  var stream = null;
  var scanning = false;

  function say(text, isError) {
    statusLine.textContent = text;
    statusLine.className = isError ? "error" : "";
  }

  function same(a, b) {
    return (
      typeof a === "string" && typeof b === "string" && a.trim().toLowerCase() === b.trim().toLowerCase()
    );
  }

  function productUrl(id) {
    return "/inventory?product=" + encodeURIComponent(String(id));
  }

  function showCandidates(products) {
    results.replaceChildren();
    products.forEach(function (product) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = productUrl(product.id);
      link.textContent = product.name + " (" + product.sku + ")";
      item.appendChild(link);
      results.appendChild(item);
    });
    results.hidden = products.length === 0;
  }

  async function lookUp(rawCode) {
    var code = String(rawCode || "").trim();
    if (!code) {
      say("Escribe o escanea un código.", true);
      return;
    }
    button.disabled = true;
    showCandidates([]);
    say("Buscando " + code + "...");
    try {
      var response = await fetch("/api/products?search=" + encodeURIComponent(code) + "&limit=5", {
        credentials: "include",
        headers: { Accept: "application/json" },
      });
      if (response.status === 401) {
        say("Debes iniciar sesión para buscar productos.", true);
        var login = document.createElement("a");
        login.href = "/auth";
        login.textContent = " Iniciar sesión";
        statusLine.appendChild(login);
        return;
      }
      if (!response.ok) {
        var body = await response.json().catch(function () {
          return null;
        });
        say((body && body.message) || "Error " + response.status + ": " + response.statusText, true);
        return;
      }
      var products = await response.json();
      var match = products.find(function (p) {
        return same(p.barcode, code) || same(p.sku, code);
      });
      if (match) {
        say("Producto encontrado: " + match.name + ". Abriendo...");
        window.location.assign(productUrl(match.id));
        return;
      }
      if (products.length === 0) {
        say("No se encontró ningún producto con el código " + code + ".", true);
        return;
      }
      say("No hay un producto con el código exacto " + code + ". Productos parecidos:", true);
      showCandidates(products);
    } catch (error) {
      say("No se recibió respuesta del servidor", true);
    } finally {
      button.disabled = false;
    }
  }

  function stopCamera() {
    scanning = false;
    if (stream)
      stream.getTracks().forEach(function (track) {
        track.stop();
      });
    stream = null;
    video.srcObject = null;
    startButton.hidden = false;
    stopButton.hidden = true;
  }

  async function startCamera() {
    try {
      var formats = await window.BarcodeDetector.getSupportedFormats();
      var detector = new window.BarcodeDetector(formats.length ? { formats: formats } : undefined);
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment" },
        audio: false,
      });
      video.srcObject = stream;
      await video.play();
      startButton.hidden = true;
      stopButton.hidden = false;
      scanning = true;
      say("Apunta la cámara al código del producto.");
      scan(detector);
    } catch (error) {
      stopCamera();
      say("No se pudo usar la cámara. Escribe el código del producto.", true);
    }
  }

  async function scan(detector) {
    if (!scanning) return;
    try {
      var codes = await detector.detect(video);
      var found = codes.find(function (c) {
        return c.rawValue && c.rawValue.trim();
      });
      if (found) {
        stopCamera();
        input.value = found.rawValue.trim();
        await lookUp(input.value);
        return;
      }
    } catch (error) {
      // A frame that cannot be read yet (camera warming up): try the next one.
    }
    setTimeout(function () {
      scan(detector);
    }, 250);
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    lookUp(input.value);
  });

  var cameraOffered =
    "BarcodeDetector" in window &&
    !!navigator.mediaDevices &&
    typeof navigator.mediaDevices.getUserMedia === "function";
  cameraSection.hidden = !cameraOffered;
  noCamera.hidden = cameraOffered;
  if (cameraOffered) {
    startButton.addEventListener("click", startCamera);
    stopButton.addEventListener("click", stopCamera);
  }
  window.addEventListener("pagehide", stopCamera);

  // /scanner.html?code=... looks the code up at once (handy from another device's link).
  var initial = new URLSearchParams(window.location.search).get("code");
  if (initial) {
    input.value = initial;
    lookUp(initial);
  } else {
    input.focus();
  }
})();
